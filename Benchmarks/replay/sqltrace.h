/*
 * The SQL trace that Benchmarks/replay/sqltrace.c records (LD_PRELOAD into `fstel ingest`) and
 * Benchmarks/replay/replay.c replays: every SQLite C API call the process makes that changes or
 * reads the store, in call order, with its arguments and its result.
 *
 * File: the magic line TRACE_MAGIC, then records, then OP_END (written at exit; a trace without
 * it was cut short and is refused). A record is one opcode byte and its fields. Fields are
 * unsigned LEB128 varints (u), zigzag varints (s), raw little-endian doubles (d), or bytes
 * (a u length, the bytes, then a NUL that is not counted).
 *
 * Text values of at most TRACE_INTERN_MAX bytes are interned: the first occurrence is an
 * OP_DEFINE_TEXT record (u id, bytes) and every bind of that text refers to its id, so the
 * enum-like columns cost a byte or two per row in the trace, not their length.
 */
#ifndef FSTEL_SQLTRACE_H
#define FSTEL_SQLTRACE_H

#include <stdint.h>
#include <string.h>

#define TRACE_MAGIC "fstel sql trace 1\n"
#define TRACE_INTERN_MAX 32

enum trace_op {
    OP_END = 0x00,
    /* process-wide */
    OP_CONFIG = 0x01,          /* u op, u nargs, s args... (sqlite3_config) */
    OP_HEAP_LIMIT = 0x02,      /* u hard(1)/soft(0), s bytes */
    OP_UNSUPPORTED = 0x03,     /* bytes: what was called; the replay refuses the trace */
    OP_DEFINE_TEXT = 0x04,     /* u id, bytes */
    /* Application-defined SQL functions: the replay registers one of the same name that gives,
     * call by call, the result the application's gave (it cannot run the application's code). */
    OP_CREATE_FUNCTION = 0x05, /* u db, u fn, bytes name, s nargs, u text rep | flags, u kind (FN_*), s rc */
    OP_FUNCTION_CALL = 0x06,   /* u fn, u callback (CB_*), u result (RES_*), value: see RES_* */
    /* connections: u db first */
    OP_OPEN = 0x10,            /* u db, u flags, bytes path, u has_vfs, [bytes vfs], s rc */
    OP_CLOSE = 0x11,           /* u db, u v2, s rc */
    OP_BUSY_TIMEOUT = 0x12,    /* u db, s ms */
    OP_EXTENDED_CODES = 0x13,  /* u db, s onoff */
    OP_FILE_CONTROL = 0x14,    /* u db, bytes dbname (empty = NULL), u op, s value, s rc */
    OP_DB_CONFIG = 0x15,       /* u db, u op, s value, s rc */
    OP_EXEC = 0x16,            /* u db, bytes sql, s rc */
    OP_CHANGES = 0x17,         /* u db, s value (checked) */
    OP_LAST_ROWID = 0x18,      /* u db, s value (checked) */
    OP_WAL_CHECKPOINT = 0x19,  /* u db, bytes dbname, s mode, s rc */
    OP_WAL_AUTOCHECKPOINT = 0x1A, /* u db, s pages */
    OP_DB_CACHEFLUSH = 0x1B,   /* u db, s rc */
    OP_DB_RELEASE_MEMORY = 0x1C, /* u db */
    /* statements: u stmt first */
    OP_PREPARE = 0x20,         /* u db, u stmt (0 when none was made), u version, u flags, bytes sql, s rc */
    OP_STEP = 0x21,            /* u stmt, s rc (checked) */
    OP_RESET = 0x22,           /* u stmt */
    OP_CLEAR_BINDINGS = 0x23,  /* u stmt */
    OP_FINALIZE = 0x24,        /* u stmt */
    OP_BIND_NULL = 0x30,       /* u stmt, u index */
    OP_BIND_INT = 0x31,        /* u stmt, u index, s value (sqlite3_bind_int) */
    OP_BIND_INT64 = 0x32,      /* u stmt, u index, s value */
    OP_BIND_DOUBLE = 0x33,     /* u stmt, u index, d value */
    OP_BIND_TEXT = 0x34,       /* u stmt, u index, u how, bytes | u interned id; see TEXT_* */
    OP_BIND_BLOB = 0x35,       /* u stmt, u index, u how, bytes */
    OP_BIND_ZEROBLOB = 0x36,   /* u stmt, u index, s n */
    OP_COLUMN = 0x40,          /* u stmt, u kind (COL_*), u column; COL_INT64/COL_INT: s value (checked) */
    /* A bind record whose opcode has this bit has no u stmt, u index: it binds the next index
     * of the statement of the previous bind record (most binds of a multi-row INSERT). */
    OP_NEXT_PARAMETER = 0x80,
};

/* How a text or blob was bound: bits of the `how` field. */
enum {
    HOW_STATIC = 0,            /* SQLITE_STATIC: SQLite reads the caller's bytes */
    HOW_TRANSIENT = 1,         /* SQLITE_TRANSIENT, or a destructor: SQLite copies (or owns) them */
    HOW_NUL_TERMINATED = 2,    /* length given as -1: SQLite measured it */
    HOW_INTERNED = 4,          /* the value is a u id of an OP_DEFINE_TEXT */
    HOW_64 = 8,                /* sqlite3_bind_text64 / sqlite3_bind_blob64 (UTF-8 only) */
};

enum function_kind { FN_SCALAR = 1, FN_AGGREGATE = 2 };
enum function_callback { CB_FUNC = 0, CB_STEP = 1, CB_FINAL = 2 };
/* The result a callback set last (SQLite keeps the last): RES_NONE none; RES_NULL; RES_INT64 s;
 * RES_DOUBLE d; RES_TEXT, RES_BLOB u how (HOW_STATIC/HOW_TRANSIENT) + bytes; RES_ERROR s code +
 * bytes message; RES_NOMEM; RES_TOOBIG; RES_ZEROBLOB s n. */
enum function_result { RES_NONE, RES_NULL, RES_INT64, RES_DOUBLE, RES_TEXT, RES_BLOB, RES_ERROR, RES_NOMEM, RES_TOOBIG, RES_ZEROBLOB };

enum column_kind { COL_TYPE, COL_INT, COL_INT64, COL_DOUBLE, COL_TEXT, COL_BLOB, COL_BYTES };

static inline uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static inline int64_t unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

#endif
