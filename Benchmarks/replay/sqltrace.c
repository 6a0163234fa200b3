/*
 * Records the SQLite C API calls of a process into a trace (format: sqltrace.h), for
 * Benchmarks/replay/replay.c to replay without the process. Loaded with LD_PRELOAD:
 *
 *   cc -O2 -Wall -Wextra -shared -fPIC -o sqltrace.so Benchmarks/replay/sqltrace.c -ldl
 *   FSTEL_SQL_TRACE=trace.bin LD_PRELOAD=./sqltrace.so fstel ingest --db store.sqlite log.ndjson
 *
 * Each wrapper calls the real function (dlsym RTLD_NEXT) and appends a record with its
 * arguments and result. Calls SQLite makes into its own API from inside a call (sqlite3_exec
 * preparing and stepping, sqlite3_busy_timeout setting a handler) are not recorded: a
 * thread-local depth guard passes them straight through. A mutex keeps records in call order.
 * An application-defined SQL function is registered through a trampoline that records, per
 * call, the result the application's callback set; the replay gives the same results back.
 * Calls whose effect a replay cannot reproduce (a window function, a collation, an authorizer,
 * a busy handler, incremental BLOB I/O, unknown config ops) are recorded as OP_UNSUPPORTED,
 * and the replay refuses the trace rather than measure something else.
 * Without FSTEL_SQL_TRACE in the environment every wrapper only passes through.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sqltrace.h"

static int trace_fd = -1;
static pthread_mutex_t trace_lock = PTHREAD_MUTEX_INITIALIZER;
static __thread int inside;

static unsigned char outbuf[1 << 20];
static size_t outlen;

static void flush_out(void) {
    size_t done = 0;
    while (done < outlen) {
        ssize_t n = write(trace_fd, outbuf + done, outlen - done);
        if (n <= 0) {
            perror("sqltrace: write");
            abort();
        }
        done += (size_t)n;
    }
    outlen = 0;
}

static void put_byte(unsigned char b) {
    if (outlen == sizeof outbuf) flush_out();
    outbuf[outlen++] = b;
}

static void put_u(uint64_t v) {
    while (v >= 0x80) {
        put_byte((unsigned char)(v | 0x80));
        v >>= 7;
    }
    put_byte((unsigned char)v);
}

static void put_s(int64_t v) { put_u(zigzag(v)); }

static void put_raw(const void *p, size_t n) {
    const unsigned char *b = p;
    while (n > 0) {
        if (outlen == sizeof outbuf) flush_out();
        size_t k = sizeof outbuf - outlen < n ? sizeof outbuf - outlen : n;
        memcpy(outbuf + outlen, b, k);
        outlen += k;
        b += k;
        n -= k;
    }
}

static void put_bytes(const void *p, size_t n) {
    put_u(n);
    put_raw(p, n);
    put_byte(0);
}

static void put_str(const char *s) { put_bytes(s ? s : "", s ? strlen(s) : 0); }

static void put_double(double d) {
    unsigned char b[8];
    memcpy(b, &d, 8);
    put_raw(b, 8);
}

static void unsupported(const char *what) {
    put_byte(OP_UNSUPPORTED);
    put_str(what);
    fprintf(stderr, "sqltrace: %s: the replay will refuse this trace\n", what);
}

__attribute__((constructor)) static void trace_open(void) {
    const char *path = getenv("FSTEL_SQL_TRACE");
    if (!path || !*path) return;
    trace_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (trace_fd < 0) {
        perror(path);
        abort();
    }
    put_raw(TRACE_MAGIC, strlen(TRACE_MAGIC));
}

__attribute__((destructor)) static void trace_close(void) {
    if (trace_fd < 0) return;
    pthread_mutex_lock(&trace_lock);
    put_byte(OP_END);
    flush_out();
    close(trace_fd);
    trace_fd = -1;
    pthread_mutex_unlock(&trace_lock);
}

/* ---- handles to ids ---- */

struct handle_map {
    const void **ptr;
    uint64_t *id;
    size_t count, capacity;
    uint64_t next;
    size_t last;
};

static struct handle_map dbs = {.next = 1}, stmts = {.next = 1};

static uint64_t map_add(struct handle_map *m, const void *p) {
    if (m->count == m->capacity) {
        m->capacity = m->capacity ? 2 * m->capacity : 64;
        m->ptr = realloc(m->ptr, m->capacity * sizeof *m->ptr);
        m->id = realloc(m->id, m->capacity * sizeof *m->id);
        if (!m->ptr || !m->id) abort();
    }
    m->ptr[m->count] = p;
    m->id[m->count] = m->next;
    m->last = m->count++;
    return m->next++;
}

static size_t map_find(struct handle_map *m, const void *p) {
    if (m->last < m->count && m->ptr[m->last] == p) return m->last;
    for (size_t i = m->count; i-- > 0;) {
        if (m->ptr[i] == p) return m->last = i;
    }
    return (size_t)-1;
}

static uint64_t map_id(struct handle_map *m, const void *p) {
    size_t i = map_find(m, p);
    if (i != (size_t)-1) return m->id[i];
    unsupported(m == &dbs ? "a connection opened before tracing" : "a statement prepared before tracing");
    return 0;
}

static void map_remove(struct handle_map *m, const void *p) {
    size_t i = map_find(m, p);
    if (i == (size_t)-1) return;
    m->ptr[i] = m->ptr[m->count - 1];
    m->id[i] = m->id[m->count - 1];
    m->count--;
}

/* A bind record's opcode, statement and index; a bind to the next index of the statement
 * of the previous bind is the opcode | OP_NEXT_PARAMETER alone. */
static uint64_t last_bind_stmt;
static int last_bind_index;

static void put_bind(int op, sqlite3_stmt *s, int i) {
    uint64_t id = map_id(&stmts, s);
    if (id == last_bind_stmt && i == last_bind_index + 1) {
        put_byte((unsigned char)(op | OP_NEXT_PARAMETER));
    } else {
        put_byte((unsigned char)op);
        put_u(id);
        put_u((uint64_t)i);
    }
    last_bind_stmt = id;
    last_bind_index = i;
}

/* ---- interned texts ---- */

#define INTERN_SLOTS (1 << 16)
static struct {
    uint64_t hash;
    uint64_t id;
    unsigned len;
    char bytes[TRACE_INTERN_MAX];
} *interned;
static size_t interned_count;
static uint64_t next_text_id = 1;

/* The id of an interned text (defining it now if new), or 0 when it is not interned. */
static uint64_t intern(const char *p, size_t n) {
    if (n > TRACE_INTERN_MAX) return 0;
    if (!interned) {
        interned = calloc(INTERN_SLOTS, sizeof *interned);
        if (!interned) abort();
    }
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)p[i]) * 0x100000001b3ULL;
    for (size_t slot = h & (INTERN_SLOTS - 1);; slot = (slot + 1) & (INTERN_SLOTS - 1)) {
        if (interned[slot].id == 0) {
            if (interned_count >= INTERN_SLOTS * 3 / 4) return 0;
            interned[slot].hash = h;
            interned[slot].id = next_text_id++;
            interned[slot].len = (unsigned)n;
            memcpy(interned[slot].bytes, p, n);
            interned_count++;
            put_byte(OP_DEFINE_TEXT);
            put_u(interned[slot].id);
            put_bytes(p, n);
            return interned[slot].id;
        }
        if (interned[slot].hash == h && interned[slot].len == n && memcmp(interned[slot].bytes, p, n) == 0) {
            return interned[slot].id;
        }
    }
}

/* ---- wrappers ---- */

#define REAL(name)                                                    \
    static __typeof__(&name) real;                                    \
    if (!real) {                                                      \
        real = (__typeof__(&name))dlsym(RTLD_NEXT, #name);            \
        if (!real) {                                                  \
            fprintf(stderr, "sqltrace: no %s after this library\n", #name); \
            abort();                                                  \
        }                                                             \
    }
#define PASS (inside || trace_fd < 0)
#define ENTER pthread_mutex_lock(&trace_lock); inside = 1
#define LEAVE inside = 0; pthread_mutex_unlock(&trace_lock)

int sqlite3_config(int op, ...) {
    REAL(sqlite3_config);
    va_list ap;
    va_start(ap, op);
    int rc;
    int64_t args[2] = {0, 0};
    int nargs = 0, known = 1;
    switch (op) {
    case SQLITE_CONFIG_SINGLETHREAD:
    case SQLITE_CONFIG_MULTITHREAD:
    case SQLITE_CONFIG_SERIALIZED:
        rc = real(op);
        break;
    case SQLITE_CONFIG_MEMSTATUS:
    case SQLITE_CONFIG_URI:
    case SQLITE_CONFIG_COVERING_INDEX_SCAN:
    case SQLITE_CONFIG_SMALL_MALLOC:
    case SQLITE_CONFIG_STMTJRNL_SPILL:
    case SQLITE_CONFIG_SORTERREF_SIZE: {
        int a = va_arg(ap, int);
        args[0] = a;
        nargs = 1;
        rc = real(op, a);
        break;
    }
    case SQLITE_CONFIG_LOOKASIDE: {
        int a = va_arg(ap, int), b = va_arg(ap, int);
        args[0] = a;
        args[1] = b;
        nargs = 2;
        rc = real(op, a, b);
        break;
    }
    case SQLITE_CONFIG_MMAP_SIZE: {
        sqlite3_int64 a = va_arg(ap, sqlite3_int64), b = va_arg(ap, sqlite3_int64);
        args[0] = a;
        args[1] = b;
        nargs = 2;
        rc = real(op, a, b);
        break;
    }
    default: {
        void *a = va_arg(ap, void *), *b = va_arg(ap, void *);
        known = 0;
        rc = real(op, a, b);
        break;
    }
    }
    va_end(ap);
    if (PASS) return rc;
    ENTER;
    if (known) {
        put_byte(OP_CONFIG);
        put_u((uint64_t)op);
        put_u((uint64_t)nargs);
        for (int i = 0; i < nargs; i++) put_s(args[i]);
    } else {
        char what[64];
        snprintf(what, sizeof what, "sqlite3_config op %d", op);
        unsupported(what);
    }
    LEAVE;
    return rc;
}

sqlite3_int64 sqlite3_hard_heap_limit64(sqlite3_int64 n) {
    REAL(sqlite3_hard_heap_limit64);
    if (PASS || n < 0) return real(n);
    ENTER;
    sqlite3_int64 r = real(n);
    put_byte(OP_HEAP_LIMIT);
    put_u(1);
    put_s(n);
    LEAVE;
    return r;
}

sqlite3_int64 sqlite3_soft_heap_limit64(sqlite3_int64 n) {
    REAL(sqlite3_soft_heap_limit64);
    if (PASS || n < 0) return real(n);
    ENTER;
    sqlite3_int64 r = real(n);
    put_byte(OP_HEAP_LIMIT);
    put_u(0);
    put_s(n);
    LEAVE;
    return r;
}

static int traced_open(const char *path, sqlite3 **db, int flags, const char *vfs, int v2) {
    REAL(sqlite3_open_v2);
    if (PASS) return real(path, db, flags, vfs);
    ENTER;
    int rc = real(path, db, flags, vfs);
    put_byte(OP_OPEN);
    put_u(*db ? map_add(&dbs, *db) : 0);
    put_u((uint64_t)flags);
    put_str(path);
    put_u(vfs != NULL);
    if (vfs) put_str(vfs);
    put_s(rc);
    (void)v2;
    LEAVE;
    return rc;
}

int sqlite3_open_v2(const char *path, sqlite3 **db, int flags, const char *vfs) {
    return traced_open(path, db, flags, vfs, 1);
}

int sqlite3_open(const char *path, sqlite3 **db) {
    return traced_open(path, db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL, 0);
}

static int traced_close(sqlite3 *db, int v2) {
    REAL(sqlite3_close);
    static int (*real2)(sqlite3 *);
    if (!real2) real2 = (int (*)(sqlite3 *))dlsym(RTLD_NEXT, "sqlite3_close_v2");
    if (PASS || !db) return v2 ? real2(db) : real(db);
    ENTER;
    uint64_t id = map_id(&dbs, db);
    int rc = v2 ? real2(db) : real(db);
    put_byte(OP_CLOSE);
    put_u(id);
    put_u((uint64_t)v2);
    put_s(rc);
    if (rc == SQLITE_OK) map_remove(&dbs, db);
    LEAVE;
    return rc;
}

int sqlite3_close(sqlite3 *db) { return traced_close(db, 0); }
int sqlite3_close_v2(sqlite3 *db) { return traced_close(db, 1); }

int sqlite3_busy_timeout(sqlite3 *db, int ms) {
    REAL(sqlite3_busy_timeout);
    if (PASS) return real(db, ms);
    ENTER;
    int rc = real(db, ms);
    put_byte(OP_BUSY_TIMEOUT);
    put_u(map_id(&dbs, db));
    put_s(ms);
    LEAVE;
    return rc;
}

int sqlite3_extended_result_codes(sqlite3 *db, int onoff) {
    REAL(sqlite3_extended_result_codes);
    if (PASS) return real(db, onoff);
    ENTER;
    int rc = real(db, onoff);
    put_byte(OP_EXTENDED_CODES);
    put_u(map_id(&dbs, db));
    put_s(onoff);
    LEAVE;
    return rc;
}

int sqlite3_file_control(sqlite3 *db, const char *name, int op, void *arg) {
    REAL(sqlite3_file_control);
    if (PASS) return real(db, name, op, arg);
    ENTER;
    int64_t value = 0;
    int known = 1;
    switch (op) {
    case SQLITE_FCNTL_PERSIST_WAL:
    case SQLITE_FCNTL_POWERSAFE_OVERWRITE:
    case SQLITE_FCNTL_CHUNK_SIZE:
        value = *(int *)arg;
        break;
    case SQLITE_FCNTL_SIZE_HINT:
        value = *(sqlite3_int64 *)arg;
        break;
    case SQLITE_FCNTL_DATA_VERSION:
        break;  /* reads a counter: changes nothing */
    default:
        known = 0;
    }
    int rc = real(db, name, op, arg);
    if (known) {
        put_byte(OP_FILE_CONTROL);
        put_u(map_id(&dbs, db));
        put_str(name);
        put_u((uint64_t)op);
        put_s(value);
        put_s(rc);
    } else {
        char what[64];
        snprintf(what, sizeof what, "sqlite3_file_control op %d", op);
        unsupported(what);
    }
    LEAVE;
    return rc;
}

int sqlite3_db_config(sqlite3 *db, int op, ...) {
    REAL(sqlite3_db_config);
    va_list ap;
    va_start(ap, op);
    int rc;
    if (op == SQLITE_DBCONFIG_MAINDBNAME || op == SQLITE_DBCONFIG_LOOKASIDE) {
        void *a = va_arg(ap, void *), *b = va_arg(ap, void *), *c = va_arg(ap, void *);
        va_end(ap);
        rc = real(db, op, a, b, c);
        if (PASS) return rc;
        ENTER;
        unsupported(op == SQLITE_DBCONFIG_MAINDBNAME ? "SQLITE_DBCONFIG_MAINDBNAME" : "SQLITE_DBCONFIG_LOOKASIDE");
        LEAVE;
        return rc;
    }
    int value = va_arg(ap, int);
    int *result = va_arg(ap, int *);
    va_end(ap);
    rc = real(db, op, value, result);
    if (PASS) return rc;
    ENTER;
    put_byte(OP_DB_CONFIG);
    put_u(map_id(&dbs, db));
    put_u((uint64_t)op);
    put_s(value);
    put_s(rc);
    LEAVE;
    return rc;
}

int sqlite3_exec(sqlite3 *db, const char *sql, int (*callback)(void *, int, char **, char **), void *arg, char **err) {
    REAL(sqlite3_exec);
    if (PASS) return real(db, sql, callback, arg, err);
    ENTER;
    int rc = real(db, sql, callback, arg, err);
    put_byte(OP_EXEC);
    put_u(map_id(&dbs, db));
    put_str(sql);
    put_s(rc);
    LEAVE;
    return rc;
}

int sqlite3_changes(sqlite3 *db) {
    REAL(sqlite3_changes);
    if (PASS) return real(db);
    ENTER;
    int n = real(db);
    put_byte(OP_CHANGES);
    put_u(map_id(&dbs, db));
    put_s(n);
    LEAVE;
    return n;
}

sqlite3_int64 sqlite3_changes64(sqlite3 *db) {
    REAL(sqlite3_changes64);
    if (PASS) return real(db);
    ENTER;
    sqlite3_int64 n = real(db);
    put_byte(OP_CHANGES);
    put_u(map_id(&dbs, db));
    put_s(n);
    LEAVE;
    return n;
}

sqlite3_int64 sqlite3_last_insert_rowid(sqlite3 *db) {
    REAL(sqlite3_last_insert_rowid);
    if (PASS) return real(db);
    ENTER;
    sqlite3_int64 n = real(db);
    put_byte(OP_LAST_ROWID);
    put_u(map_id(&dbs, db));
    put_s(n);
    LEAVE;
    return n;
}

int sqlite3_wal_checkpoint_v2(sqlite3 *db, const char *name, int mode, int *log, int *ckpt) {
    REAL(sqlite3_wal_checkpoint_v2);
    if (PASS) return real(db, name, mode, log, ckpt);
    ENTER;
    int rc = real(db, name, mode, log, ckpt);
    put_byte(OP_WAL_CHECKPOINT);
    put_u(map_id(&dbs, db));
    put_str(name);
    put_s(mode);
    put_s(rc);
    LEAVE;
    return rc;
}

int sqlite3_wal_checkpoint(sqlite3 *db, const char *name) {
    return sqlite3_wal_checkpoint_v2(db, name, SQLITE_CHECKPOINT_PASSIVE, NULL, NULL);
}

int sqlite3_wal_autocheckpoint(sqlite3 *db, int pages) {
    REAL(sqlite3_wal_autocheckpoint);
    if (PASS) return real(db, pages);
    ENTER;
    int rc = real(db, pages);
    put_byte(OP_WAL_AUTOCHECKPOINT);
    put_u(map_id(&dbs, db));
    put_s(pages);
    LEAVE;
    return rc;
}

int sqlite3_db_cacheflush(sqlite3 *db) {
    REAL(sqlite3_db_cacheflush);
    if (PASS) return real(db);
    ENTER;
    int rc = real(db);
    put_byte(OP_DB_CACHEFLUSH);
    put_u(map_id(&dbs, db));
    put_s(rc);
    LEAVE;
    return rc;
}

int sqlite3_db_release_memory(sqlite3 *db) {
    REAL(sqlite3_db_release_memory);
    if (PASS) return real(db);
    ENTER;
    int rc = real(db);
    put_byte(OP_DB_RELEASE_MEMORY);
    put_u(map_id(&dbs, db));
    LEAVE;
    return rc;
}

static int traced_prepare(int version, sqlite3 *db, const char *sql, int nbyte, unsigned flags, sqlite3_stmt **stmt, const char **tail) {
    REAL(sqlite3_prepare);
    static int (*real2)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **);
    static int (*real3)(sqlite3 *, const char *, int, unsigned, sqlite3_stmt **, const char **);
    if (!real2) real2 = (int (*)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **))dlsym(RTLD_NEXT, "sqlite3_prepare_v2");
    if (!real3) real3 = (int (*)(sqlite3 *, const char *, int, unsigned, sqlite3_stmt **, const char **))dlsym(RTLD_NEXT, "sqlite3_prepare_v3");
#define CALL_PREPARE(t) (version == 3 ? real3(db, sql, nbyte, flags, stmt, t) : version == 2 ? real2(db, sql, nbyte, stmt, t) : real(db, sql, nbyte, stmt, t))
    if (PASS) return CALL_PREPARE(tail);
    ENTER;
    const char *end = NULL;
    int rc = CALL_PREPARE(&end);
    if (tail) *tail = end;
    size_t n = end ? (size_t)(end - sql) : (nbyte >= 0 ? (size_t)nbyte : strlen(sql));
    put_byte(OP_PREPARE);
    put_u(map_id(&dbs, db));
    put_u(rc == SQLITE_OK && *stmt ? map_add(&stmts, *stmt) : 0);
    put_u((uint64_t)version);
    put_u(flags);
    put_bytes(sql, n);
    put_s(rc);
    LEAVE;
    return rc;
#undef CALL_PREPARE
}

int sqlite3_prepare(sqlite3 *db, const char *sql, int n, sqlite3_stmt **s, const char **t) { return traced_prepare(1, db, sql, n, 0, s, t); }
int sqlite3_prepare_v2(sqlite3 *db, const char *sql, int n, sqlite3_stmt **s, const char **t) { return traced_prepare(2, db, sql, n, 0, s, t); }
int sqlite3_prepare_v3(sqlite3 *db, const char *sql, int n, unsigned f, sqlite3_stmt **s, const char **t) { return traced_prepare(3, db, sql, n, f, s, t); }

#define STMT_CALL(name, op)                                   \
    int name(sqlite3_stmt *s) {                               \
        REAL(name);                  \
        if (PASS || !s) return real(s);                       \
        ENTER;                                                \
        uint64_t id = map_id(&stmts, s);                      \
        int rc = real(s);                                     \
        put_byte(op);                                         \
        put_u(id);                                            \
        if (op == OP_STEP) put_s(rc);                         \
        if (op == OP_FINALIZE) map_remove(&stmts, s);         \
        LEAVE;                                                \
        return rc;                                            \
    }
STMT_CALL(sqlite3_step, OP_STEP)
STMT_CALL(sqlite3_reset, OP_RESET)
STMT_CALL(sqlite3_clear_bindings, OP_CLEAR_BINDINGS)
STMT_CALL(sqlite3_finalize, OP_FINALIZE)

int sqlite3_bind_null(sqlite3_stmt *s, int i) {
    REAL(sqlite3_bind_null);
    if (PASS) return real(s, i);
    ENTER;
    int rc = real(s, i);
    put_bind(OP_BIND_NULL, s, i);
    LEAVE;
    return rc;
}

int sqlite3_bind_int(sqlite3_stmt *s, int i, int v) {
    REAL(sqlite3_bind_int);
    if (PASS) return real(s, i, v);
    ENTER;
    int rc = real(s, i, v);
    put_bind(OP_BIND_INT, s, i);
    put_s(v);
    LEAVE;
    return rc;
}

int sqlite3_bind_int64(sqlite3_stmt *s, int i, sqlite3_int64 v) {
    REAL(sqlite3_bind_int64);
    if (PASS) return real(s, i, v);
    ENTER;
    int rc = real(s, i, v);
    put_bind(OP_BIND_INT64, s, i);
    put_s(v);
    LEAVE;
    return rc;
}

int sqlite3_bind_double(sqlite3_stmt *s, int i, double v) {
    REAL(sqlite3_bind_double);
    if (PASS) return real(s, i, v);
    ENTER;
    int rc = real(s, i, v);
    put_bind(OP_BIND_DOUBLE, s, i);
    put_double(v);
    LEAVE;
    return rc;
}

static void put_text_or_blob(int op, sqlite3_stmt *s, int i, const void *p, int64_t n, void (*destructor)(void *), int is64) {
    if (!p) {  /* a NULL pointer binds NULL */
        put_bind(OP_BIND_NULL, s, i);
        return;
    }
    unsigned how = destructor == SQLITE_STATIC ? HOW_STATIC : HOW_TRANSIENT;
    if (is64) how |= HOW_64;
    size_t len;
    if (n < 0) {
        how |= HOW_NUL_TERMINATED;
        len = p ? strlen(p) : 0;
    } else {
        len = (size_t)n;
    }
    uint64_t text_id = op == OP_BIND_TEXT ? intern(p, len) : 0;
    put_bind(op, s, i);
    if (text_id) {
        put_u(how | HOW_INTERNED);
        put_u(text_id);
    } else {
        put_u(how);
        put_bytes(p, len);
    }
}

int sqlite3_bind_text(sqlite3_stmt *s, int i, const char *p, int n, void (*d)(void *)) {
    REAL(sqlite3_bind_text);
    if (PASS) return real(s, i, p, n, d);
    ENTER;
    put_text_or_blob(OP_BIND_TEXT, s, i, p, n, d, 0);
    int rc = real(s, i, p, n, d);
    LEAVE;
    return rc;
}

int sqlite3_bind_text64(sqlite3_stmt *s, int i, const char *p, sqlite3_uint64 n, void (*d)(void *), unsigned char enc) {
    REAL(sqlite3_bind_text64);
    if (PASS) return real(s, i, p, n, d, enc);
    ENTER;
    if (enc != SQLITE_UTF8) unsupported("sqlite3_bind_text64 in an encoding other than UTF-8");
    put_text_or_blob(OP_BIND_TEXT, s, i, p, (int64_t)n, d, 1);
    int rc = real(s, i, p, n, d, enc);
    LEAVE;
    return rc;
}

int sqlite3_bind_blob(sqlite3_stmt *s, int i, const void *p, int n, void (*d)(void *)) {
    REAL(sqlite3_bind_blob);
    if (PASS) return real(s, i, p, n, d);
    ENTER;
    put_text_or_blob(OP_BIND_BLOB, s, i, p, n < 0 ? 0 : n, d, 0);
    int rc = real(s, i, p, n, d);
    LEAVE;
    return rc;
}

int sqlite3_bind_blob64(sqlite3_stmt *s, int i, const void *p, sqlite3_uint64 n, void (*d)(void *)) {
    REAL(sqlite3_bind_blob64);
    if (PASS) return real(s, i, p, n, d);
    ENTER;
    put_text_or_blob(OP_BIND_BLOB, s, i, p, (int64_t)n, d, 1);
    int rc = real(s, i, p, n, d);
    LEAVE;
    return rc;
}

int sqlite3_bind_zeroblob(sqlite3_stmt *s, int i, int n) {
    REAL(sqlite3_bind_zeroblob);
    if (PASS) return real(s, i, n);
    ENTER;
    int rc = real(s, i, n);
    put_bind(OP_BIND_ZEROBLOB, s, i);
    put_s(n);
    LEAVE;
    return rc;
}

int sqlite3_bind_zeroblob64(sqlite3_stmt *s, int i, sqlite3_uint64 n) {
    REAL(sqlite3_bind_zeroblob64);
    if (PASS) return real(s, i, n);
    ENTER;
    int rc = real(s, i, n);
    put_bind(OP_BIND_ZEROBLOB, s, i);
    put_s((int64_t)n);
    LEAVE;
    return rc;
}

int sqlite3_bind_value(sqlite3_stmt *s, int i, const sqlite3_value *v) {
    REAL(sqlite3_bind_value);
    if (PASS) return real(s, i, v);
    ENTER;
    sqlite3_value *value = (sqlite3_value *)v;
    switch (sqlite3_value_type(value)) {
    case SQLITE_INTEGER:
        put_bind(OP_BIND_INT64, s, i);
        put_s(sqlite3_value_int64(value));
        break;
    case SQLITE_FLOAT:
        put_bind(OP_BIND_DOUBLE, s, i);
        put_double(sqlite3_value_double(value));
        break;
    case SQLITE_TEXT:
        put_text_or_blob(OP_BIND_TEXT, s, i, sqlite3_value_text(value), sqlite3_value_bytes(value), SQLITE_TRANSIENT, 0);
        break;
    case SQLITE_BLOB:
        put_text_or_blob(OP_BIND_BLOB, s, i, sqlite3_value_blob(value), sqlite3_value_bytes(value), SQLITE_TRANSIENT, 0);
        break;
    default:
        put_bind(OP_BIND_NULL, s, i);
    }
    int rc = real(s, i, v);
    LEAVE;
    return rc;
}

static void put_column(sqlite3_stmt *s, int kind, int column) {
    put_byte(OP_COLUMN);
    put_u(map_id(&stmts, s));
    put_u((uint64_t)kind);
    put_u((uint64_t)column);
}

#define COLUMN_CALL(name, type, kind, checked)                \
    type name(sqlite3_stmt *s, int c) {                       \
        REAL(name);                                           \
        if (PASS) return real(s, c);                          \
        ENTER;                                                \
        type r = real(s, c);                                  \
        put_column(s, kind, c);                               \
        if (checked) put_s((int64_t)(intptr_t)r);             \
        LEAVE;                                                \
        return r;                                             \
    }
COLUMN_CALL(sqlite3_column_type, int, COL_TYPE, 0)
COLUMN_CALL(sqlite3_column_int, int, COL_INT, 1)
COLUMN_CALL(sqlite3_column_int64, sqlite3_int64, COL_INT64, 1)
COLUMN_CALL(sqlite3_column_double, double, COL_DOUBLE, 0)
COLUMN_CALL(sqlite3_column_text, const unsigned char *, COL_TEXT, 0)
COLUMN_CALL(sqlite3_column_blob, const void *, COL_BLOB, 0)
COLUMN_CALL(sqlite3_column_bytes, int, COL_BYTES, 0)

/* ---- application-defined SQL functions ----
 * Registered through trampolines that call the application's callback and record the result
 * it set (SQLite keeps the last sqlite3_result_* of a call). A callback runs inside a traced
 * call (a step, an exec), whose wrapper holds trace_lock on this thread: records are written
 * without taking it again. */

struct function {
    uint64_t id;
    void *app;
    void (*func)(sqlite3_context *, int, sqlite3_value **);
    void (*step)(sqlite3_context *, int, sqlite3_value **);
    void (*final)(sqlite3_context *);
    void (*destroy)(void *);
};

struct pending_result {
    int type;
    int64_t i;
    double d;
    unsigned how;
    unsigned char *bytes;
    size_t len, capacity;
};

static __thread struct function *in_function;
static __thread struct pending_result result;
static uint64_t next_function_id = 1;

static void keep_bytes(int type, const void *p, size_t n, unsigned how) {
    if (n + 1 > result.capacity) {
        result.capacity = n + 1;
        result.bytes = realloc(result.bytes, result.capacity);
        if (!result.bytes) abort();
    }
    if (n) memcpy(result.bytes, p, n);
    result.len = n;
    result.type = type;
    result.how = how;
}

static void call_function(int callback, sqlite3_context *ctx, int argc, sqlite3_value **argv) {
    struct function *f = sqlite3_user_data(ctx);
    struct function *outer = in_function;
    in_function = f;
    result.type = RES_NONE;
    /* sqlite3_user_data() answers the application's own pointer while in_function is set. */
    if (callback == CB_FUNC) f->func(ctx, argc, argv);
    else if (callback == CB_STEP) f->step(ctx, argc, argv);
    else f->final(ctx);
    if (trace_fd >= 0) {
        put_byte(OP_FUNCTION_CALL);
        put_u(f->id);
        put_u((uint64_t)callback);
        put_u((uint64_t)result.type);
        switch (result.type) {
        case RES_INT64: case RES_ZEROBLOB: put_s(result.i); break;
        case RES_DOUBLE: put_double(result.d); break;
        case RES_TEXT: case RES_BLOB: put_u(result.how); put_bytes(result.bytes, result.len); break;
        case RES_ERROR: put_s(result.i); put_bytes(result.bytes, result.len); break;
        }
    }
    in_function = outer;
}

static void trampoline_func(sqlite3_context *c, int n, sqlite3_value **v) { call_function(CB_FUNC, c, n, v); }
static void trampoline_step(sqlite3_context *c, int n, sqlite3_value **v) { call_function(CB_STEP, c, n, v); }
static void trampoline_final(sqlite3_context *c) { call_function(CB_FINAL, c, 0, NULL); }
static void trampoline_destroy(void *p) {
    struct function *f = p;
    if (f->destroy) f->destroy(f->app);
    free(f);
}

void *sqlite3_user_data(sqlite3_context *ctx) {
    REAL(sqlite3_user_data);
    void *p = real(ctx);
    return in_function && p == in_function ? in_function->app : p;
}

int sqlite3_create_function_v2(sqlite3 *db, const char *name, int nargs, int rep, void *app,
                               void (*func)(sqlite3_context *, int, sqlite3_value **),
                               void (*step)(sqlite3_context *, int, sqlite3_value **),
                               void (*final)(sqlite3_context *), void (*destroy)(void *)) {
    REAL(sqlite3_create_function_v2);
    if (PASS || (!func && !step && !final)) return real(db, name, nargs, rep, app, func, step, final, destroy);
    ENTER;
    struct function *f = calloc(1, sizeof *f);
    if (!f) abort();
    *f = (struct function){next_function_id++, app, func, step, final, destroy};
    int rc = real(db, name, nargs, rep, f, func ? trampoline_func : NULL, step ? trampoline_step : NULL,
                  final ? trampoline_final : NULL, trampoline_destroy);
    put_byte(OP_CREATE_FUNCTION);
    put_u(map_id(&dbs, db));
    put_u(f->id);
    put_str(name);
    put_s(nargs);
    put_u((uint64_t)rep);
    put_u(func ? FN_SCALAR : FN_AGGREGATE);
    put_s(rc);
    LEAVE;
    return rc;
}

int sqlite3_create_function(sqlite3 *db, const char *name, int nargs, int rep, void *app,
                            void (*func)(sqlite3_context *, int, sqlite3_value **),
                            void (*step)(sqlite3_context *, int, sqlite3_value **), void (*final)(sqlite3_context *)) {
    return sqlite3_create_function_v2(db, name, nargs, rep, app, func, step, final, NULL);
}

/* The results a function callback sets. */
#define RESULT_CALL(name, params, args, keep)        \
    void name params {                               \
        REAL(name);                                  \
        real args;                                   \
        if (in_function) { keep; }                   \
    }
#define HOW(d) ((d) == SQLITE_STATIC ? HOW_STATIC : HOW_TRANSIENT)
RESULT_CALL(sqlite3_result_null, (sqlite3_context *c), (c), result.type = RES_NULL)
RESULT_CALL(sqlite3_result_int, (sqlite3_context *c, int v), (c, v), result.type = RES_INT64; result.i = v)
RESULT_CALL(sqlite3_result_int64, (sqlite3_context *c, sqlite3_int64 v), (c, v), result.type = RES_INT64; result.i = v)
RESULT_CALL(sqlite3_result_double, (sqlite3_context *c, double v), (c, v), result.type = RES_DOUBLE; result.d = v)
RESULT_CALL(sqlite3_result_text, (sqlite3_context *c, const char *p, int n, void (*d)(void *)), (c, p, n, d),
            if (p) keep_bytes(RES_TEXT, p, n < 0 ? strlen(p) : (size_t)n, HOW(d)); else result.type = RES_NULL)
RESULT_CALL(sqlite3_result_text64, (sqlite3_context *c, const char *p, sqlite3_uint64 n, void (*d)(void *), unsigned char e), (c, p, n, d, e),
            if (p) keep_bytes(RES_TEXT, p, (size_t)n, HOW(d)); else result.type = RES_NULL)
RESULT_CALL(sqlite3_result_blob, (sqlite3_context *c, const void *p, int n, void (*d)(void *)), (c, p, n, d),
            if (p) keep_bytes(RES_BLOB, p, n < 0 ? 0 : (size_t)n, HOW(d)); else result.type = RES_NULL)
RESULT_CALL(sqlite3_result_blob64, (sqlite3_context *c, const void *p, sqlite3_uint64 n, void (*d)(void *)), (c, p, n, d),
            if (p) keep_bytes(RES_BLOB, p, (size_t)n, HOW(d)); else result.type = RES_NULL)
RESULT_CALL(sqlite3_result_zeroblob, (sqlite3_context *c, int n), (c, n), result.type = RES_ZEROBLOB; result.i = n)
RESULT_CALL(sqlite3_result_error, (sqlite3_context *c, const char *p, int n), (c, p, n),
            keep_bytes(RES_ERROR, p, n < 0 ? strlen(p) : (size_t)n, 0); result.i = SQLITE_ERROR)
RESULT_CALL(sqlite3_result_error_code, (sqlite3_context *c, int code), (c, code),
            if (result.type != RES_ERROR) keep_bytes(RES_ERROR, "", 0, 0); result.i = code)
RESULT_CALL(sqlite3_result_error_nomem, (sqlite3_context *c), (c), result.type = RES_NOMEM)
RESULT_CALL(sqlite3_result_error_toobig, (sqlite3_context *c), (c), result.type = RES_TOOBIG)

int sqlite3_result_zeroblob64(sqlite3_context *c, sqlite3_uint64 n) {
    REAL(sqlite3_result_zeroblob64);
    int rc = real(c, n);
    if (in_function) {
        result.type = RES_ZEROBLOB;
        result.i = (int64_t)n;
    }
    return rc;
}

void sqlite3_result_value(sqlite3_context *c, sqlite3_value *v) {
    REAL(sqlite3_result_value);
    real(c, v);
    if (!in_function) return;
    switch (sqlite3_value_type(v)) {
    case SQLITE_INTEGER: result.type = RES_INT64; result.i = sqlite3_value_int64(v); break;
    case SQLITE_FLOAT: result.type = RES_DOUBLE; result.d = sqlite3_value_double(v); break;
    case SQLITE_TEXT: keep_bytes(RES_TEXT, sqlite3_value_text(v), (size_t)sqlite3_value_bytes(v), HOW_TRANSIENT); break;
    case SQLITE_BLOB: keep_bytes(RES_BLOB, sqlite3_value_blob(v), (size_t)sqlite3_value_bytes(v), HOW_TRANSIENT); break;
    default: result.type = RES_NULL;
    }
}

void sqlite3_result_pointer(sqlite3_context *c, void *p, const char *t, void (*d)(void *)) {
    REAL(sqlite3_result_pointer);
    real(c, p, t, d);
    if (in_function) unsupported("sqlite3_result_pointer");
}

/* What a replay cannot do: run the application's other callbacks or its BLOB handles. */
#define UNSUPPORTED_CALL(name, params, args, cond)                   \
    int name params {                                                \
        REAL(name);                                  \
        if (!PASS && (cond)) {                                       \
            ENTER;                                                   \
            unsupported(#name);                                      \
            LEAVE;                                                   \
        }                                                            \
        return real args;                                            \
    }
UNSUPPORTED_CALL(sqlite3_create_window_function, (sqlite3 *db, const char *n, int a, int e, void *p, void (*st)(sqlite3_context *, int, sqlite3_value **), void (*fi)(sqlite3_context *), void (*va)(sqlite3_context *), void (*in)(sqlite3_context *, int, sqlite3_value **), void (*d)(void *)), (db, n, a, e, p, st, fi, va, in, d), 1)
UNSUPPORTED_CALL(sqlite3_create_collation_v2, (sqlite3 *db, const char *n, int e, void *p, int (*c)(void *, int, const void *, int, const void *), void (*d)(void *)), (db, n, e, p, c, d), 1)
UNSUPPORTED_CALL(sqlite3_set_authorizer, (sqlite3 *db, int (*f)(void *, int, const char *, const char *, const char *, const char *), void *p), (db, f, p), f != NULL)
UNSUPPORTED_CALL(sqlite3_busy_handler, (sqlite3 *db, int (*f)(void *, int), void *p), (db, f, p), f != NULL)
UNSUPPORTED_CALL(sqlite3_blob_open, (sqlite3 *db, const char *d, const char *t, const char *c, sqlite3_int64 r, int f, sqlite3_blob **b), (db, d, t, c, r, f, b), 1)
UNSUPPORTED_CALL(sqlite3_bind_pointer, (sqlite3_stmt *s, int i, void *p, const char *t, void (*d)(void *)), (s, i, p, t, d), 1)
