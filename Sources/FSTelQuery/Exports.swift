// `import FSTelQuery` is enough to open a store, read its reports and list its rejected
// lines: these declarations of the modules below come with it. Everything else of theirs
// takes its own `import FSTelStore` (ingest, retention, migrations) or `import FSTelModel`
// (the log events and the format v1 codec).
@_exported import func FSTelStore.openStore
@_exported import protocol FSTelStore.OpenedStore
@_exported import class FSTelStore.Store
@_exported import class FSTelStore.PostgresStore
@_exported import enum FSTelStore.StoreOpeningError
@_exported import enum FSTelStore.StoreCompatibilityError
@_exported import protocol FSTelStore.SQLQuerying
@_exported import enum FSTelStore.DatabaseValue
@_exported import struct FSTelStore.RejectFilter
// A filter's directions and reject reasons, and a report's days.
@_exported import enum FSTelModel.Direction
@_exported import enum FSTelModel.RejectReason
@_exported import struct FSTelModel.UTCDay
