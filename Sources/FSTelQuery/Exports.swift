// `import FSTelQuery` is enough to open a store and read its reports: the store's
// types (`Store`, `DatabaseValue`) come with it.
@_exported import FSTelStore
// `UTCDay` and the log events too.
@_exported import FSTelModel
