// `import FSTelQuery` is enough to open a store, read its reports and list its rejected
// lines: these declarations of the modules below come with it. Everything else of theirs
// takes its own `import FSTelStore` (ingest, retention, migrations) or `import FSTelModel`
// (the log events and the format v1 codec).
@_exported import func FSTelStore.openStore
@_exported import protocol FSTelStorage.OpenedStore
@_exported import enum FSTelStorage.StoreAccess
@_exported import enum FSTelStorage.StoreOpeningError
@_exported import enum FSTelStorage.StoreCompatibilityError
@_exported import protocol FSTelStorage.SQLQuerying
@_exported import enum FSTelStorage.DatabaseValue
@_exported import struct FSTelStorage.RejectFilter
// A filter's directions and reject reasons, and a report's days.
@_exported import enum FSTelModel.Direction
@_exported import enum FSTelModel.RejectReason
@_exported import struct FSTelModel.UTCDay
