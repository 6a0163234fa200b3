// Programs that read logs also write them (the generator, `fstel copy`) and time their work:
// the clocks and the gzip writer come with this module.
@_exported import FSTelLogWriting
