#include <lzma.h>

// LZMA_STREAM_INIT is a macro; Swift cannot use it.
static inline lzma_stream clzma_stream_init(void) {
    lzma_stream stream = LZMA_STREAM_INIT;
    return stream;
}

// LZMA_CONCATENATED is a macro built on UINT32_C, which Swift does not import.
static const uint32_t clzma_concatenated = LZMA_CONCATENATED;
