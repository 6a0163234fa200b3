/*
 * The exact-design replay: what SQLite alone costs for what `fstel ingest` asked of it.
 *
 *   replay TRACE STORE [--check SOURCE] [--statements]
 *
 * TRACE was recorded by sqltrace.so (LD_PRELOAD) around one `fstel ingest --db SOURCE LOG`
 * into a store that `fstel migrate` had just made; STORE is another store `fstel migrate`
 * has just made. The replay maps the trace into memory and validates it (untimed), then
 * makes the same SQLite calls in the same order on one thread: the same connection flags,
 * pragmas and settings, the same statement texts prepared when fstel prepared them, the same
 * values bound the same way (static or copied), the same steps, resets and transactions,
 * with no log reading or decoding. An application-defined SQL function (fstel_sketch_merge)
 * is registered under its name and gives, call by call, the result fstel's gave (recorded):
 * its computation is not replayed. It checks every result fstel saw (each step's and exec's
 * result code, sqlite3_changes, the last rowid, integer columns read): a replay that takes
 * another path fails. Timed: from the first call to the last (the closes fstel made included).
 * With --check, it then compares the row count of every table of SOURCE (fstel's store) with
 * STORE's and fails when one differs. --statements lists each statement prepared, with its
 * steps and binds.
 *
 * Prints one line: `replay wall_s=... user_s=... sys_s=... ...`. Exit status: 0 when the replay
 * matched, 2 usage or I/O, 3 a result or row count that differs, 4 a trace it cannot replay.
 *
 *   cc -O2 -Wall -Wextra -o replay Benchmarks/replay/replay.c -lsqlite3
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "sqltrace.h"

static const unsigned char *base, *cur, *end;
static const unsigned char *record_start;

struct text {
    const char *bytes;
    size_t len;
};

static struct text *texts;
static size_t text_capacity;
static sqlite3 **dbs;
static size_t db_capacity;
static sqlite3_stmt **stmts;
static const char **stmt_sql;
static size_t stmt_capacity, stmt_sql_capacity;

static const char *traced_path;  /* the store fstel opened: mapped to STORE */
static const char *store_path;

static void fail(int status, const char *format, ...) {
    va_list ap;
    va_start(ap, format);
    fprintf(stderr, "replay: ");
    if (record_start) fprintf(stderr, "trace offset %ld: ", (long)(record_start - base));
    vfprintf(stderr, format, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(status);
}

static inline uint64_t get_u(void) {
    uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
        if (cur >= end || shift > 63) fail(4, "truncated or damaged trace");
        unsigned char b = *cur++;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) return v;
    }
}

static inline int64_t get_s(void) { return unzigzag(get_u()); }

static inline const char *get_bytes(size_t *len) {
    size_t n = get_u();
    if ((size_t)(end - cur) < n + 1 || cur[n] != 0) fail(4, "truncated or damaged trace");
    const char *p = (const char *)cur;
    cur += n + 1;
    *len = n;
    return p;
}

static inline double get_double(void) {
    double d;
    if (end - cur < 8) fail(4, "truncated trace");
    memcpy(&d, cur, 8);
    cur += 8;
    return d;
}

static void *grow(void *array, size_t *capacity, size_t index, size_t size) {
    if (index < *capacity) return array;
    size_t n = *capacity ? *capacity : 64;
    while (n <= index) n *= 2;
    array = realloc(array, n * size);
    if (!array) fail(2, "out of memory");
    memset((char *)array + *capacity * size, 0, (n - *capacity) * size);
    *capacity = n;
    return array;
}

static sqlite3 *db_of(uint64_t id) {
    if (id >= db_capacity || !dbs[id]) fail(4, "connection %llu is not open", (unsigned long long)id);
    return dbs[id];
}

static sqlite3_stmt *stmt_of(uint64_t id) {
    if (id >= stmt_capacity || !stmts[id]) fail(4, "statement %llu is not prepared", (unsigned long long)id);
    return stmts[id];
}

static void expect(int64_t got, int64_t want, const char *what, uint64_t stmt) {
    if (got == want) return;
    fail(3, "%s: fstel got %lld, the replay %lld%s%s", what, (long long)want, (long long)got,
         stmt ? " in: " : "", stmt && stmt < stmt_capacity && stmt_sql[stmt] ? stmt_sql[stmt] : "");
}

static uint64_t scan_bind_stmt;

static void skip_value_fields(int op) {
    size_t n;
    switch (op) {
    case OP_BIND_NULL: break;
    case OP_BIND_INT: case OP_BIND_INT64: case OP_BIND_ZEROBLOB: get_s(); break;
    case OP_BIND_DOUBLE: get_double(); break;
    case OP_BIND_TEXT: case OP_BIND_BLOB: {
        uint64_t how = get_u();
        if (how & HOW_INTERNED) {
            uint64_t id = get_u();
            if (id >= text_capacity || !texts[id].bytes) fail(4, "text %llu used before it was defined", (unsigned long long)id);
        } else {
            get_bytes(&n);
        }
        break;
    }
    }
}

struct tally {
    long records, prepares, steps, binds, execs, commits, columns, function_calls;
};

/* Application-defined SQL functions: the calls recorded for each, in order, given back one by
 * one when SQLite calls the replay's function of the same name. */
struct function {
    const char *name;
    const unsigned char **calls;   /* OP_FUNCTION_CALL records not yet consumed */
    size_t head, tail, capacity;
};
static struct function *functions;
static size_t function_capacity;

static void skip_function_result(void) {
    size_t n;
    switch (get_u()) {
    case RES_INT64: case RES_ZEROBLOB: get_s(); break;
    case RES_DOUBLE: get_double(); break;
    case RES_TEXT: case RES_BLOB: get_u(); get_bytes(&n); break;
    case RES_ERROR: get_s(); get_bytes(&n); break;
    case RES_NONE: case RES_NULL: case RES_NOMEM: case RES_TOOBIG: break;
    default: fail(4, "damaged trace (function result)");
    }
}

/* Gives SQLite the result fstel's function gave at this call. */
static void give_result(sqlite3_context *ctx, int callback) {
    uint64_t id = (uint64_t)(uintptr_t)sqlite3_user_data(ctx);
    struct function *f = &functions[id];
    if (f->head == f->tail) fail(3, "SQLite called %s more often than in fstel's run", f->name);
    const unsigned char *saved = cur, *saved_start = record_start;
    cur = f->calls[f->head++];
    record_start = cur;
    cur++;                         /* OP_FUNCTION_CALL */
    get_u();                       /* fn */
    if ((int)get_u() != callback) fail(3, "SQLite called %s in another way than in fstel's run", f->name);
    size_t n;
    const char *p;
    switch (get_u()) {
    case RES_NULL: sqlite3_result_null(ctx); break;
    case RES_INT64: sqlite3_result_int64(ctx, get_s()); break;
    case RES_DOUBLE: sqlite3_result_double(ctx, get_double()); break;
    case RES_TEXT: {
        unsigned how = (unsigned)get_u();
        p = get_bytes(&n);
        sqlite3_result_text64(ctx, p, n, how & HOW_TRANSIENT ? SQLITE_TRANSIENT : SQLITE_STATIC, SQLITE_UTF8);
        break;
    }
    case RES_BLOB: {
        unsigned how = (unsigned)get_u();
        p = get_bytes(&n);
        sqlite3_result_blob64(ctx, p, n, how & HOW_TRANSIENT ? SQLITE_TRANSIENT : SQLITE_STATIC);
        break;
    }
    case RES_ERROR: {
        int code = (int)get_s();
        p = get_bytes(&n);
        sqlite3_result_error(ctx, p, (int)n);
        sqlite3_result_error_code(ctx, code);
        break;
    }
    case RES_NOMEM: sqlite3_result_error_nomem(ctx); break;
    case RES_TOOBIG: sqlite3_result_error_toobig(ctx); break;
    case RES_ZEROBLOB: sqlite3_result_zeroblob64(ctx, (sqlite3_uint64)get_s()); break;
    default: break;                /* RES_NONE */
    }
    cur = saved;
    record_start = saved_start;
}

static void replay_func(sqlite3_context *c, int n, sqlite3_value **v) { (void)n; (void)v; give_result(c, CB_FUNC); }
static void replay_step(sqlite3_context *c, int n, sqlite3_value **v) { (void)n; (void)v; give_result(c, CB_STEP); }
static void replay_final(sqlite3_context *c) { give_result(c, CB_FINAL); }

/* --statements: what each prepared statement did, from the scan. */
struct statement_use {
    const char *sql;
    size_t len;
    long steps, binds;
};
static struct statement_use *uses;
static size_t use_capacity;
static int list_statements;
static unsigned char *is_commit;    /* per statement id: its text is COMMIT or END */
static size_t commit_capacity;

static void note_use(uint64_t id, int step) {
    if (!list_statements || id >= use_capacity) return;
    if (step) uses[id].steps++;
    else uses[id].binds++;
}

/* Validates the whole trace (structure, end marker, nothing unsupported) and records the
 * interned texts, before anything is timed. */
static struct tally scan(void) {
    struct tally t = {0};
    size_t n;
    cur = base + strlen(TRACE_MAGIC);
    for (;;) {
        record_start = cur;
        if (cur >= end) fail(4, "the trace has no end marker: the traced process did not exit normally");
        int op = *cur++;
        int next_parameter = op & OP_NEXT_PARAMETER;
        op &= ~OP_NEXT_PARAMETER;
        if (next_parameter && (op < OP_BIND_NULL || op > OP_BIND_ZEROBLOB || !scan_bind_stmt)) fail(4, "damaged trace");
        t.records++;
        switch (op) {
        case OP_END:
            if (cur != end) fail(4, "bytes after the end marker");
            record_start = NULL;
            return t;
        case OP_CONFIG: {
            get_u();
            uint64_t k = get_u();
            for (uint64_t i = 0; i < k; i++) get_s();
            break;
        }
        case OP_HEAP_LIMIT: get_u(); get_s(); break;
        case OP_CREATE_FUNCTION: {
            get_u();
            uint64_t id = get_u();
            const char *name = get_bytes(&n);
            get_s(); get_u();
            uint64_t kind = get_u();
            get_s();
            if (kind != FN_SCALAR && kind != FN_AGGREGATE) fail(4, "damaged trace (function kind)");
            functions = grow(functions, &function_capacity, id, sizeof *functions);
            functions[id].name = name;
            break;
        }
        case OP_FUNCTION_CALL: {
            uint64_t id = get_u();
            if (id >= function_capacity || !functions[id].name) fail(4, "a call of a function not registered");
            get_u();
            skip_function_result();
            t.function_calls++;
            break;
        }
        case OP_UNSUPPORTED: {
            const char *what = get_bytes(&n);
            fail(4, "fstel called %s, which a replay cannot reproduce: teach Benchmarks/replay/ about it", what);
            break;
        }
        case OP_DEFINE_TEXT: {
            uint64_t id = get_u();
            const char *p = get_bytes(&n);
            texts = grow(texts, &text_capacity, id, sizeof *texts);
            texts[id].bytes = p;
            texts[id].len = n;
            break;
        }
        case OP_OPEN: {
            get_u(); get_u();
            const char *path = get_bytes(&n);
            if (get_u()) get_bytes(&n);
            get_s();
            if (strcmp(path, ":memory:") != 0 && path[0] != 0) {
                if (!traced_path) traced_path = path;
                else if (strcmp(path, traced_path) != 0) fail(4, "the trace opens a second file, %s (the store was %s)", path, traced_path);
            }
            break;
        }
        case OP_CLOSE: get_u(); get_u(); get_s(); break;
        case OP_DB_RELEASE_MEMORY: get_u(); break;
        case OP_DB_CACHEFLUSH:
        case OP_BUSY_TIMEOUT: case OP_EXTENDED_CODES: case OP_CHANGES: case OP_LAST_ROWID: case OP_WAL_AUTOCHECKPOINT:
            get_u(); get_s(); break;
        case OP_FILE_CONTROL: get_u(); get_bytes(&n); get_u(); get_s(); get_s(); break;
        case OP_DB_CONFIG: get_u(); get_u(); get_s(); get_s(); break;
        case OP_EXEC: {
            get_u();
            const char *sql = get_bytes(&n);
            get_s();
            t.execs++;
            if (strncasecmp(sql, "COMMIT", 6) == 0 || strncasecmp(sql, "END", 3) == 0) t.commits++;
            break;
        }
        case OP_WAL_CHECKPOINT: get_u(); get_bytes(&n); get_s(); get_s(); break;
        case OP_PREPARE: {
            get_u();
            uint64_t id = get_u();
            get_u(); get_u();
            const char *sql = get_bytes(&n);
            get_s();
            t.prepares++;
            is_commit = grow(is_commit, &commit_capacity, id, 1);
            while (n > 0 && (*sql == ' ' || *sql == '\n')) sql++, n--;
            is_commit[id] = strncasecmp(sql, "COMMIT", 6) == 0 || strncasecmp(sql, "END", 3) == 0;
            if (list_statements) {
                uses = grow(uses, &use_capacity, id, sizeof *uses);
                uses[id].sql = sql;
                uses[id].len = n;
            }
            break;
        }
        case OP_STEP: {
            uint64_t id = get_u();
            note_use(id, 1);
            if (id < commit_capacity && is_commit[id]) t.commits++;
            get_s();
            t.steps++;
            break;
        }
        case OP_RESET: case OP_CLEAR_BINDINGS: case OP_FINALIZE: get_u(); break;
        case OP_BIND_NULL: case OP_BIND_INT: case OP_BIND_INT64: case OP_BIND_DOUBLE: case OP_BIND_TEXT:
        case OP_BIND_BLOB: case OP_BIND_ZEROBLOB: {
            if (!next_parameter) {
                scan_bind_stmt = get_u();
                get_u();
            }
            note_use(scan_bind_stmt, 0);
            skip_value_fields(op);
            t.binds++;
            break;
        }
        case OP_COLUMN: {
            get_u();
            uint64_t kind = get_u();
            get_u();
            if (kind == COL_INT || kind == COL_INT64) get_s();
            t.columns++;
            break;
        }
        default:
            fail(4, "unknown record 0x%02x (a trace from another version of sqltrace.c?)", op);
        }
    }
}

/* A varint of a trace that scan() validated: no bounds checks. */
static inline __attribute__((always_inline)) uint64_t fast_u(void) {
    unsigned char b = *cur++;
    if (__builtin_expect(b < 0x80, 1)) return b;
    uint64_t v = b & 0x7f;
    for (int shift = 7;; shift += 7) {
        b = *cur++;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (b < 0x80) return v;
    }
}

/* The statement and index of a bind record (see OP_NEXT_PARAMETER). */
#define BIND_TARGET()                           \
    do {                                        \
        if (next_parameter) {                   \
            bi++;                               \
        } else {                                \
            bs = stmt_of(fast_u());             \
            bi = (int)fast_u();                 \
        }                                       \
    } while (0)

/* Timed: makes every call of the trace. Noinline, so that callgrind can count it alone
 * (valgrind --tool=callgrind --toggle-collect=replay). */
__attribute__((noinline)) static void replay(void) {
    size_t n;
    sqlite3_stmt *bs = NULL;
    int bi = 0;
    cur = base + strlen(TRACE_MAGIC);
    for (;;) {
        record_start = cur;
        int op = *cur++;
        int next_parameter = op & OP_NEXT_PARAMETER;
        op &= ~OP_NEXT_PARAMETER;
        switch (op) {
        case OP_END:
            record_start = NULL;
            return;
        case OP_CONFIG: {
            int cop = (int)get_u();
            uint64_t k = get_u();
            int64_t a = k > 0 ? get_s() : 0, b = k > 1 ? get_s() : 0;
            int rc;
            if (cop == SQLITE_CONFIG_MMAP_SIZE) rc = sqlite3_config(cop, (sqlite3_int64)a, (sqlite3_int64)b);
            else if (k == 0) rc = sqlite3_config(cop);
            else if (k == 1) rc = sqlite3_config(cop, (int)a);
            else rc = sqlite3_config(cop, (int)a, (int)b);
            if (rc != SQLITE_OK) fail(3, "sqlite3_config(%d) failed: %d", cop, rc);
            break;
        }
        case OP_HEAP_LIMIT: {
            uint64_t hard = get_u();
            int64_t bytes = get_s();
            if (hard) sqlite3_hard_heap_limit64(bytes);
            else sqlite3_soft_heap_limit64(bytes);
            break;
        }
        case OP_DEFINE_TEXT: get_u(); get_bytes(&n); break;
        case OP_CREATE_FUNCTION: {
            sqlite3 *db = db_of(get_u());
            uint64_t id = get_u();
            const char *name = get_bytes(&n);
            int nargs = (int)get_s();
            int rep = (int)get_u();
            uint64_t kind = get_u();
            int64_t want = get_s();
            int rc = sqlite3_create_function_v2(db, name, nargs, rep, (void *)(uintptr_t)id,
                                                kind == FN_SCALAR ? replay_func : NULL,
                                                kind == FN_AGGREGATE ? replay_step : NULL,
                                                kind == FN_AGGREGATE ? replay_final : NULL, NULL);
            expect(rc, want, "sqlite3_create_function_v2", 0);
            break;
        }
        case OP_FUNCTION_CALL: {
            struct function *f = &functions[get_u()];
            if (f->tail == f->capacity) {
                f->capacity = f->capacity ? 2 * f->capacity : 256;
                f->calls = realloc(f->calls, f->capacity * sizeof *f->calls);
                if (!f->calls) fail(2, "out of memory");
            }
            f->calls[f->tail++] = record_start;
            get_u();
            skip_function_result();
            break;
        }
        case OP_OPEN: {
            uint64_t id = get_u();
            int flags = (int)get_u();
            const char *path = get_bytes(&n);
            const char *vfs = get_u() ? get_bytes(&n) : NULL;
            int64_t want = get_s();
            if (traced_path && strcmp(path, traced_path) == 0) path = store_path;
            sqlite3 *db = NULL;
            int rc = sqlite3_open_v2(path, &db, flags, vfs);
            expect(rc, want, "sqlite3_open_v2", 0);
            dbs = grow(dbs, &db_capacity, id, sizeof *dbs);
            dbs[id] = db;
            break;
        }
        case OP_CLOSE: {
            uint64_t id = get_u();
            uint64_t v2 = get_u();
            int64_t want = get_s();
            int rc = v2 ? sqlite3_close_v2(db_of(id)) : sqlite3_close(db_of(id));
            expect(rc, want, "sqlite3_close", 0);
            if (rc == SQLITE_OK) dbs[id] = NULL;
            break;
        }
        case OP_BUSY_TIMEOUT: {
            sqlite3 *db = db_of(get_u());
            sqlite3_busy_timeout(db, (int)get_s());
            break;
        }
        case OP_EXTENDED_CODES: {
            sqlite3 *db = db_of(get_u());
            sqlite3_extended_result_codes(db, (int)get_s());
            break;
        }
        case OP_FILE_CONTROL: {
            sqlite3 *db = db_of(get_u());
            const char *name = get_bytes(&n);
            int fop = (int)get_u();
            int64_t value = get_s();
            int64_t want = get_s();
            int v = (int)value;
            sqlite3_int64 v64 = value;
            int rc = sqlite3_file_control(db, n ? name : NULL, fop, fop == SQLITE_FCNTL_SIZE_HINT ? (void *)&v64 : (void *)&v);
            expect(rc, want, "sqlite3_file_control", 0);
            break;
        }
        case OP_DB_CONFIG: {
            sqlite3 *db = db_of(get_u());
            int cop = (int)get_u();
            int value = (int)get_s();
            int64_t want = get_s();
            int result = 0;
            expect(sqlite3_db_config(db, cop, value, &result), want, "sqlite3_db_config", 0);
            break;
        }
        case OP_EXEC: {
            sqlite3 *db = db_of(get_u());
            const char *sql = get_bytes(&n);
            int64_t want = get_s();
            char *message = NULL;
            int rc = sqlite3_exec(db, sql, NULL, NULL, &message);
            if (rc != want) fail(3, "sqlite3_exec(%s): fstel got %lld, the replay %d (%s)", sql, (long long)want, rc, message ? message : "");
            sqlite3_free(message);
            break;
        }
        case OP_CHANGES: {
            sqlite3 *db = db_of(get_u());
            expect(sqlite3_changes64(db), get_s(), "sqlite3_changes", 0);
            break;
        }
        case OP_LAST_ROWID: {
            sqlite3 *db = db_of(get_u());
            expect(sqlite3_last_insert_rowid(db), get_s(), "sqlite3_last_insert_rowid", 0);
            break;
        }
        case OP_WAL_CHECKPOINT: {
            sqlite3 *db = db_of(get_u());
            const char *name = get_bytes(&n);
            int mode = (int)get_s();
            int64_t want = get_s();
            expect(sqlite3_wal_checkpoint_v2(db, n ? name : NULL, mode, NULL, NULL), want, "sqlite3_wal_checkpoint_v2", 0);
            break;
        }
        case OP_WAL_AUTOCHECKPOINT: {
            sqlite3 *db = db_of(get_u());
            sqlite3_wal_autocheckpoint(db, (int)get_s());
            break;
        }
        case OP_DB_CACHEFLUSH: {
            sqlite3 *db = db_of(get_u());
            expect(sqlite3_db_cacheflush(db), get_s(), "sqlite3_db_cacheflush", 0);
            break;
        }
        case OP_DB_RELEASE_MEMORY: sqlite3_db_release_memory(db_of(get_u())); break;
        case OP_PREPARE: {
            sqlite3 *db = db_of(get_u());
            uint64_t id = get_u();
            int version = (int)get_u();
            unsigned flags = (unsigned)get_u();
            const char *sql = get_bytes(&n);
            int64_t want = get_s();
            sqlite3_stmt *stmt = NULL;
            int rc = version == 3 ? sqlite3_prepare_v3(db, sql, (int)n, flags, &stmt, NULL)
                   : version == 2 ? sqlite3_prepare_v2(db, sql, (int)n, &stmt, NULL)
                                  : sqlite3_prepare(db, sql, (int)n, &stmt, NULL);
            if (rc != want) fail(3, "preparing %s: fstel got %lld, the replay %d (%s)", sql, (long long)want, rc, sqlite3_errmsg(db));
            if (id) {
                stmts = grow(stmts, &stmt_capacity, id, sizeof *stmts);
                stmt_sql = grow(stmt_sql, &stmt_sql_capacity, id, sizeof *stmt_sql);
                stmts[id] = stmt;
                stmt_sql[id] = sql;
            } else if (stmt) {
                sqlite3_finalize(stmt);
            }
            break;
        }
        case OP_STEP: {
            uint64_t id = get_u();
            int64_t want = get_s();
            int rc = sqlite3_step(stmt_of(id));
            if (rc != want) {
                fail(3, "step: fstel got %lld, the replay %d (%s) in: %s", (long long)want, rc,
                     sqlite3_errmsg(sqlite3_db_handle(stmts[id])), stmt_sql[id]);
            }
            break;
        }
        case OP_RESET: sqlite3_reset(stmt_of(get_u())); break;
        case OP_CLEAR_BINDINGS: sqlite3_clear_bindings(stmt_of(get_u())); break;
        case OP_FINALIZE: {
            uint64_t id = get_u();
            sqlite3_finalize(stmt_of(id));
            stmts[id] = NULL;
            break;
        }
        case OP_BIND_NULL:
            BIND_TARGET();
            sqlite3_bind_null(bs, bi);
            break;
        case OP_BIND_INT:
            BIND_TARGET();
            sqlite3_bind_int(bs, bi, (int)unzigzag(fast_u()));
            break;
        case OP_BIND_INT64:
            BIND_TARGET();
            sqlite3_bind_int64(bs, bi, unzigzag(fast_u()));
            break;
        case OP_BIND_DOUBLE: {
            BIND_TARGET();
            double d;
            memcpy(&d, cur, 8);
            cur += 8;
            sqlite3_bind_double(bs, bi, d);
            break;
        }
        case OP_BIND_TEXT:
        case OP_BIND_BLOB: {
            BIND_TARGET();
            unsigned how = (unsigned)fast_u();
            const char *p;
            size_t len;
            if (how & HOW_INTERNED) {
                const struct text *t = &texts[fast_u()];
                p = t->bytes;
                len = t->len;
            } else {
                len = fast_u();
                p = (const char *)cur;
                cur += len + 1;
            }
            sqlite3_destructor_type d = (how & HOW_TRANSIENT) ? SQLITE_TRANSIENT : SQLITE_STATIC;
            if (op == OP_BIND_TEXT) {
                if (how & HOW_64) sqlite3_bind_text64(bs, bi, p, len, d, SQLITE_UTF8);
                else sqlite3_bind_text(bs, bi, p, (how & HOW_NUL_TERMINATED) ? -1 : (int)len, d);
            } else {
                if (how & HOW_64) sqlite3_bind_blob64(bs, bi, p, len, d);
                else sqlite3_bind_blob(bs, bi, p, (int)len, d);
            }
            break;
        }
        case OP_BIND_ZEROBLOB:
            BIND_TARGET();
            sqlite3_bind_zeroblob64(bs, bi, (sqlite3_uint64)unzigzag(fast_u()));
            break;
        case OP_COLUMN: {
            uint64_t id = get_u();
            sqlite3_stmt *s = stmt_of(id);
            int kind = (int)get_u();
            int c = (int)get_u();
            switch (kind) {
            case COL_TYPE: (void)sqlite3_column_type(s, c); break;
            case COL_INT: expect(sqlite3_column_int(s, c), get_s(), "an integer column read", id); break;
            case COL_INT64: expect(sqlite3_column_int64(s, c), get_s(), "an integer column read", id); break;
            case COL_DOUBLE: (void)sqlite3_column_double(s, c); break;
            case COL_TEXT: (void)sqlite3_column_text(s, c); break;
            case COL_BLOB: (void)sqlite3_column_blob(s, c); break;
            case COL_BYTES: (void)sqlite3_column_bytes(s, c); break;
            }
            break;
        }
        default:
            fail(4, "unknown record 0x%02x", op);
        }
    }
}

static double seconds(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

static int64_t count_rows(sqlite3 *db, const char *table) {
    char *sql = sqlite3_mprintf("SELECT count(*) FROM \"%w\"", table);
    sqlite3_stmt *s = NULL;
    int64_t n = -1;
    if (sqlite3_prepare_v2(db, sql, -1, &s, NULL) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW) n = sqlite3_column_int64(s, 0);
    sqlite3_finalize(s);
    sqlite3_free(sql);
    return n;
}

/* Every table of SOURCE holds as many rows in STORE. */
static int check_counts(const char *source) {
    sqlite3 *a = NULL, *b = NULL;
    if (sqlite3_open_v2(source, &a, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) fail(2, "cannot open %s", source);
    if (sqlite3_open_v2(store_path, &b, SQLITE_OPEN_READONLY, NULL) != SQLITE_OK) fail(2, "cannot open %s", store_path);
    const char *tables = "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name";
    sqlite3_stmt *s = NULL;
    if (sqlite3_prepare_v2(a, tables, -1, &s, NULL) != SQLITE_OK) fail(2, "%s: %s", source, sqlite3_errmsg(a));
    int differ = 0, tablesSeen = 0;
    printf("check: rows per table, fstel's store (%s) = the replay's:", source);
    while (sqlite3_step(s) == SQLITE_ROW) {
        const char *name = (const char *)sqlite3_column_text(s, 0);
        int64_t x = count_rows(a, name), y = count_rows(b, name);
        printf(" %s %lld%s%lld", name, (long long)x, x == y ? "=" : "!=", (long long)y);
        if (x != y || x < 0) differ = 1;
        tablesSeen++;
    }
    printf("\n");
    sqlite3_finalize(s);
    if (sqlite3_prepare_v2(b, "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'", -1, &s, NULL) == SQLITE_OK
        && sqlite3_step(s) == SQLITE_ROW && sqlite3_column_int(s, 0) != tablesSeen) {
        printf("check: the stores have different tables\n");
        differ = 1;
    }
    sqlite3_finalize(s);
    sqlite3_close(a);
    sqlite3_close(b);
    return differ;
}

int main(int argc, char **argv) {
    const char *trace_path = NULL, *source = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--check") == 0 && i + 1 < argc) source = argv[++i];
        else if (strcmp(argv[i], "--statements") == 0) list_statements = 1;
        else if (!trace_path) trace_path = argv[i];
        else if (!store_path) store_path = argv[i];
        else trace_path = NULL, i = argc;
    }
    if (!trace_path || !store_path) {
        fprintf(stderr, "usage: replay TRACE STORE [--check SOURCE] [--statements]\n");
        return 2;
    }
    int fd = open(trace_path, O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) fail(2, "cannot read %s", trace_path);
    size_t size = (size_t)st.st_size;
    if (size < strlen(TRACE_MAGIC) + 1) fail(4, "%s is not a trace", trace_path);
    base = mmap(NULL, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (base == MAP_FAILED) fail(2, "cannot map %s", trace_path);
    close(fd);
    end = base + size;
    if (memcmp(base, TRACE_MAGIC, strlen(TRACE_MAGIC)) != 0) fail(4, "%s is not a trace of this format", trace_path);
    struct tally t = scan();
    if (!traced_path) fail(4, "the trace opens no store");

    struct timespec w0, w1;
    struct rusage r0, r1;
    getrusage(RUSAGE_SELF, &r0);
    clock_gettime(CLOCK_MONOTONIC, &w0);
    replay();
    clock_gettime(CLOCK_MONOTONIC, &w1);
    getrusage(RUSAGE_SELF, &r1);

    for (size_t i = 0; i < function_capacity; i++) {
        if (functions[i].head != functions[i].tail) {
            fail(3, "SQLite called %s %zu times fewer than in fstel's run", functions[i].name, functions[i].tail - functions[i].head);
        }
    }
    double wall = (double)(w1.tv_sec - w0.tv_sec) + (double)(w1.tv_nsec - w0.tv_nsec) / 1e9;
    printf("replay wall_s=%.3f user_s=%.3f sys_s=%.3f records=%ld prepares=%ld execs=%ld commits=%ld steps=%ld binds=%ld column_reads=%ld function_calls=%ld trace_mb=%.1f\n",
           wall, seconds(r1.ru_utime) - seconds(r0.ru_utime), seconds(r1.ru_stime) - seconds(r0.ru_stime),
           t.records, t.prepares, t.execs, t.commits, t.steps, t.binds, t.columns, t.function_calls, (double)size / 1e6);
    for (size_t i = 0; i < use_capacity; i++) {
        if (!uses[i].sql) continue;
        printf("statement %zu: %ld steps, %ld binds: ", i, uses[i].steps, uses[i].binds);
        for (size_t k = 0; k < uses[i].len; k++) {
            char c = uses[i].sql[k];
            if (c == '\n' || c == ' ') {
                if (k + 1 < uses[i].len && (uses[i].sql[k + 1] == ' ' || uses[i].sql[k + 1] == '\n')) continue;
                c = ' ';
            }
            putchar(c);
            if (k > 160) { printf("..."); break; }
        }
        putchar('\n');
    }
    fflush(stdout);
    /* What fstel left open at exit stays open in it: close it here, after the clock. */
    for (size_t i = 0; i < stmt_capacity; i++) if (stmts[i]) sqlite3_finalize(stmts[i]);
    for (size_t i = 0; i < db_capacity; i++) if (dbs[i]) sqlite3_close(dbs[i]);
    if (source && check_counts(source)) {
        fprintf(stderr, "replay: CHECK FAILED: the replay's store does not hold the rows fstel's holds\n");
        return 3;
    }
    return 0;
}
