// kiln.c: the Kiln runtime (GC allocation, buffered stdout, number formatting, errors, crash handling).

// The constraint below keeps the go tool from treating this file as cgo source;
// runtime.go embeds it and the driver compiles it with clang.

//go:build ignore

#define _GNU_SOURCE
#include "kiln.h"
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <errno.h>
#include <gc.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

extern void *__libc_stack_end; /* glibc's: the stack pointer at process entry */

/* ---- program arguments ---- */

static int g_argc;
static char **g_argv;

int kiln_argc(void) { return g_argc; }
char **kiln_argv(void) { return g_argv; }

/* ---- buffered stdout ----
 * out_len is only advanced after the bytes are in place, so out_buf[0, out_len)
 * is always valid output, even when read from the crash handler. */

#define OUT_CAP (64 * 1024)
static char out_buf[OUT_CAP];
static volatile sig_atomic_t out_len;
static volatile sig_atomic_t out_flushing;
static int out_tty;

/* write_all writes n bytes to fd, retrying on EINTR and partial writes.
 * It only uses write(2), so the signal handler may call it. */
static void write_all(int fd, const char *p, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return; /* nothing sensible left to do */
        }
        p += w;
        n -= (size_t)w;
    }
}

void kiln_flush(void) {
    if (out_len == 0)
        return;
    out_flushing = 1;
    write_all(1, out_buf, (size_t)out_len);
    out_len = 0;
    out_flushing = 0;
}

void kiln_write(const char *p, int64_t n) {
    if (n <= 0)
        return;
    if ((int64_t)out_len + n > OUT_CAP) {
        kiln_flush();
        if (n >= OUT_CAP) {
            out_flushing = 1;
            write_all(1, p, (size_t)n);
            out_flushing = 0;
            return;
        }
    }
    memcpy(out_buf + out_len, p, (size_t)n);
    out_len += (sig_atomic_t)n;
    if (out_tty && memchr(p, '\n', (size_t)n) != NULL)
        kiln_flush(); /* line-buffered on a terminal, like CPython */
}

static void write_str(int fd, const char *s) { write_all(fd, s, strlen(s)); }

/* ---- errors ---- */

/* fatal prints "type: msg" to stderr and exits with status 1: for errors that cannot become
 * exceptions (no memory left to make one) and for programs without the exception machinery
 * (the runtime's own tests). */
static _Noreturn void fatal(const char *type, const char *msg) {
    kiln_flush();
    write_str(2, type);
    if (msg != NULL && msg[0] != '\0') {
        write_str(2, ": ");
        write_str(2, msg);
    }
    write_str(2, "\n");
    exit(1);
}

/* kiln_raise_hook is generated with each program: it makes the exception object of class
 * `type` (a built-in exception class name) with message msg and raises it. */
__attribute__((weak)) void kiln_raise_hook(const char *type, int64_t tn, const char *msg, int64_t mn);

_Noreturn void kiln_raise(const char *type, const char *msg) {
    if (kiln_raise_hook == NULL)
        fatal(type, msg);
    if (msg == NULL)
        msg = "";
    kiln_raise_hook(type, (int64_t)strlen(type), msg, (int64_t)strlen(msg));
    abort(); /* the hook raises */
}

/* ---- allocation ---- */

/* Small objects are taken from per-size lists filled by GC_generic_malloc_many, which takes
 * the collector's lock and its thread-local lookup once per block instead of once per object
 * (GC_malloc_kind costs a __tls_get_addr and more on every call). Kiln programs are single
 * threaded. Sizes are in granules of GC_GRANULE_BYTES.
 *
 * Objects that may hold pointers stay on the list GC_generic_malloc_many makes, linked
 * through their first word: the heads are in .bss (a root) and the collector scans the first
 * word of every such object, so the whole list stays allocated; taking an object reads its
 * link and clears it, so a list keeps nothing alive that the program dropped. Pointer-free
 * objects are not scanned, so a list linked through them would not be traced: they wait in
 * pools, arrays of pointers in .bss, a slot cleared when its object is handed out.
 *
 * The normal kind's objects count the one extra byte the collector adds for pointers one past
 * the end (GC_all_interior_pointers). Class instances (codegen's ir.New) are of a kind of
 * their own, made by kiln_init: without the extra byte, and marked over their whole size (the
 * normal kind's descriptor leaves out an object's last word, where no pointer fits next to
 * the extra byte). The extra byte exists so that a pointer one past the end of an object
 * keeps the object alive; the code generated for an instance only ever forms its base and the
 * addresses of its fields, each inside it, so an instance is never reached through a pointer
 * past its end. binary_trees' Node (two fields) then takes one 16-byte granule instead of
 * two. */
#include <gc/gc_inline.h>
#include <gc/gc_mark.h>

#define POOL_GRANULES 16 /* objects up to 16 * 16 bytes */
#define POOL_CAP 512

struct pool {
    int64_t n;
    void *obj[POOL_CAP];
};
/* [granules]: each pool is made on first use, uncollectable (the collector scans it as it
 * scans a root), so the roots hold only the pools a program uses: as a 70 KiB array in .bss
 * all seventeen were scanned at every collection and faulted in by the first. */
static struct pool *atomic_pools[POOL_GRANULES + 1];
static void *normal_free[POOL_GRANULES + 1];        /* [granules], the extra byte counted */
static void *inst_free[POOL_GRANULES + 1];          /* [granules] */
static int inst_kind;

/* list_fill refills the free list *head of objects of gran granules of the given kind (one
 * that scans its objects' first word) and returns its first object. */
static __attribute__((noinline)) void *list_fill(void **head, int64_t gran, int kind) {
    /* libgc wants the whole object's size here, extra byte included: a multiple of granules. */
    GC_generic_malloc_many((size_t)(gran * GC_GRANULE_BYTES), kind, head);
    if (*head == NULL)
        fatal("MemoryError", NULL);
    return *head;
}

/* list_take takes an object off the free list *head, filling it first where it is empty. */
static inline void *list_take(void **head, int64_t gran, int kind) {
    void *p = *head;
    if (__builtin_expect(p == NULL, 0))
        p = list_fill(head, gran, kind);
    *head = *(void **)p;
    *(void **)p = NULL;
    return p;
}

/* pool_fill refills the pool of pointer-free objects of gran granules, making the pool on
 * first use, and returns it. */
static __attribute__((noinline)) struct pool *pool_fill(int64_t gran) {
    struct pool *pl = atomic_pools[gran];
    if (pl == NULL) {
        pl = GC_MALLOC_UNCOLLECTABLE(sizeof *pl);
        if (pl == NULL)
            fatal("MemoryError", NULL);
        atomic_pools[gran] = pl;
    }
    void *list = NULL;
    GC_generic_malloc_many((size_t)(gran * GC_GRANULE_BYTES), GC_I_PTRFREE, &list);
    if (list == NULL)
        fatal("MemoryError", NULL);
    int64_t n = 0;
    while (list != NULL && n < POOL_CAP) {
        void *next = *(void **)list;
        *(void **)list = NULL;
        pl->obj[n++] = list;
        list = next;
    }
    /* Objects past POOL_CAP, if any, are dropped: unreachable, the next collection reclaims
     * them. */
    pl->n = n;
    return pl;
}

void *kiln_alloc(int64_t n) {
    if (n < 0)
        fatal("MemoryError", NULL);
    int64_t gran = (n + GC_GRANULE_BYTES) / GC_GRANULE_BYTES; /* n bytes + 1, rounded up */
    if (gran <= POOL_GRANULES)
        return list_take(&normal_free[gran], gran, GC_I_NORMAL);
    void *p = GC_MALLOC((size_t)n);
    if (p == NULL)
        fatal("MemoryError", NULL);
    return p;
}

/* inst_granules is the number of granules of an instance of n bytes: no extra byte, and at
 * least one granule. */
static inline int64_t inst_granules(int64_t n) {
    return n <= 0 ? 1 : (n + GC_GRANULE_BYTES - 1) / GC_GRANULE_BYTES;
}

/* kiln_alloc_inst allocates a class instance of n bytes, zeroed, of the instance kind. */
void *kiln_alloc_inst(int64_t n) {
    if (n < 0)
        fatal("MemoryError", NULL);
    int64_t gran = inst_granules(n);
    if (gran <= POOL_GRANULES)
        return list_take(&inst_free[gran], gran, inst_kind);
    void *p = GC_generic_malloc((size_t)n, inst_kind);
    if (p == NULL)
        fatal("MemoryError", NULL);
    return p;
}

/* kiln_exc_pool[granules] are free lists of exception objects of up to POOL_GRANULES
 * granules that a fresh raise made and that nothing refers to any more (the end of an except
 * clause that kept no reference: passes/excreuse.go). The generated code pushes and pops them
 * inline (codegen/exc.go, excPool), so that a loop raising and catching reuses one object
 * without a call; a raise finding its list empty calls kiln_alloc_inst. The objects are
 * cleared before they go back (the first word links them), so a popped one is as
 * kiln_alloc_inst's once its link is cleared. A root: the objects stay allocated. Only the
 * generated code touches it, so LLVM may keep it in registers across kiln_alloc_inst (declared
 * to touch only memory the program cannot see). */
void *kiln_exc_pool[POOL_GRANULES + 1];
_Static_assert(POOL_GRANULES == 16 && GC_GRANULE_BYTES == 16, "codegen/exc.go excPool");

void *kiln_alloc_atomic(int64_t n) {
    if (n < 0)
        fatal("MemoryError", NULL);
    int64_t gran = (n + GC_GRANULE_BYTES) / GC_GRANULE_BYTES; /* n bytes + 1, rounded up */
    if (gran <= POOL_GRANULES) {
        struct pool *pl = atomic_pools[gran];
        if (__builtin_expect(pl == NULL || pl->n == 0, 0))
            pl = pool_fill(gran);
        void *p = pl->obj[--pl->n];
        pl->obj[pl->n] = NULL;
        return p;
    }
    void *p = GC_MALLOC_ATOMIC((size_t)n);
    if (p == NULL)
        fatal("MemoryError", NULL);
    return p;
}

/* The bytes of small strs (n bytes and their NUL, 64 at most) are carved from 512-byte
 * pointer-free chunks: one collector object per chunk instead of one per str (allocating and
 * sweeping them was a third of str-heavy programs). A str points into its chunk (the
 * collector recognises interior pointers) and keeps the chunk alive, so a long-lived small
 * str keeps at most 512 bytes of other strs' bytes allocated. str_chunk is a root. */
#define STR_CHUNK 512
#define STR_SMALL 64
/* Global, not static: _str_alloc (stdlib/builtins.py) takes from the chunk inline and calls
 * kiln_str_alloc only for a new chunk or a larger str. */
char *kiln_str_chunk;
int64_t kiln_str_room;
#define str_chunk kiln_str_chunk
#define str_room kiln_str_room

/* kiln_chunk_alloc returns n bytes for strs to be written into (a chunk that split's pieces
 * share), its lines (at most STR_CHUNK bytes of them) asked for, for writing, at once: memory
 * recycled by the collector was last touched a collection ago and is out of the caches, so
 * each str's first stores (and the reads of the str that follow them) waited on its lines one
 * at a time. */
char *kiln_chunk_alloc(int64_t n) {
    char *p = kiln_alloc_atomic(n);
    for (int64_t i = 0; i < n && i < STR_CHUNK; i += 64)
        __builtin_prefetch(p + i, 1, 3);
    return p;
}

char *kiln_str_alloc(int64_t n) {
    int64_t need = n + 1;
    char *p;
    if (need <= STR_SMALL && n >= 0) {
        if (__builtin_expect(need > str_room, 0)) {
            str_chunk = kiln_chunk_alloc(STR_CHUNK - 1); /* libgc adds a byte: 512 in all */
            str_room = STR_CHUNK - 1;
        }
        p = str_chunk;
        str_chunk += need;
        str_room -= need;
    } else {
        p = kiln_alloc_atomic(need);
    }
    p[n] = 0;
    return p;
}

/* kiln_str_add returns the bytes of a + b (n and m bytes, n + m of 8 or more or when the
 * inline short case of str.__add__ does not apply): one allocation, two copies. */
char *kiln_str_add(const char *a, int64_t n, const char *b, int64_t m) {
    char *p = kiln_str_alloc(n + m);
    memcpy(p, a, (size_t)n);
    memcpy(p + n, b, (size_t)m);
    return p;
}

/* kiln_alloc_atomic_zeroed is for arrays of pointer-free values (Ptr[int], Ptr[float]):
 * the collector does not scan them, and they start zeroed as kiln_alloc's do. */
void *kiln_alloc_atomic_zeroed(int64_t n) {
    void *p = kiln_alloc_atomic(n);
    memset(p, 0, (size_t)n);
    return p;
}

static char *gc_strdup(const char *s, size_t n) {
    char *r = kiln_alloc_atomic((int64_t)n + 1);
    memcpy(r, s, n);
    r[n] = '\0';
    return r;
}

/* ---- int formatting ---- */

char *kiln_int_str(int64_t v) {
    char tmp[24];
    char *end = tmp + sizeof tmp;
    char *p = end;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    do {
        *--p = (char)('0' + u % 10);
        u /= 10;
    } while (u != 0);
    if (v < 0)
        *--p = '-';
    return gc_strdup(p, (size_t)(end - p));
}

/* ---- float formatting (CPython repr, float_repr_style 'short') ---- */

/* parse_e splits the output of "%.*e" ("d.ddde[+-]x") into its digits
 * (as an integer and a count) and its decimal exponent. */
static void parse_e(const char *s, uint64_t *mant, int *ndig, int *exp10) {
    uint64_t m = 0;
    int nd = 0;
    for (; *s != 'e'; s++) {
        if (*s >= '0' && *s <= '9') {
            m = m * 10 + (uint64_t)(*s - '0');
            nd++;
        }
    }
    *mant = m;
    *ndig = nd;
    *exp10 = atoi(s + 1);
}

/* roundtrips reports whether mant * 10^(exp10-ndig+1) parses back to v. */
static int roundtrips(uint64_t mant, int exp10, int ndig, double v) {
    char buf[48];
    snprintf(buf, sizeof buf, "%llue%d", (unsigned long long)mant, exp10 - ndig + 1);
    return strtod(buf, NULL) == v;
}

/* shortest finds the shortest digit string that round-trips to v (v finite,
 * positive), closest to v among those of that length, as digits[0..n) with
 * decimal exponent *exp10 (value = d.ddd * 10^exp10). Returns n. */
static int shortest(double v, char *digits, int *exp10) {
    char buf[64];
    for (int prec = 0; prec < 17; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec, v);
        uint64_t m;
        int nd, e;
        parse_e(buf, &m, &nd, &e);
        int found = 0;
        if (strtod(buf, NULL) == v) {
            found = 1;
        } else {
            /* The correctly rounded string can miss while a neighbour with
             * the same number of digits still round-trips (the rounding
             * interval is lopsided at powers of two). Try both neighbours. */
            uint64_t pow = 1;
            for (int i = 1; i < nd; i++)
                pow *= 10;
            if (m + 1 < pow * 10 && roundtrips(m + 1, e, nd, v)) {
                m += 1;
                found = 1;
            } else if (m + 1 == pow * 10 && roundtrips(pow, e + 1, nd, v)) {
                m = pow;
                e += 1;
                found = 1;
            } else if (m - 1 >= pow && roundtrips(m - 1, e, nd, v)) {
                m -= 1;
                found = 1;
            }
        }
        if (found) {
            for (int i = nd - 1; i >= 0; i--) {
                digits[i] = (char)('0' + m % 10);
                m /= 10;
            }
            /* drop trailing zeros */
            while (nd > 1 && digits[nd - 1] == '0')
                nd--;
            *exp10 = e;
            return nd;
        }
    }
    snprintf(buf, sizeof buf, "%.16e", v);
    uint64_t m;
    int nd, e;
    parse_e(buf, &m, &nd, &e);
    for (int i = nd - 1; i >= 0; i--) {
        digits[i] = (char)('0' + m % 10);
        m /= 10;
    }
    while (nd > 1 && digits[nd - 1] == '0')
        nd--;
    *exp10 = e;
    return nd;
}

char *kiln_float_repr(double v) {
    if (isnan(v))
        return gc_strdup("nan", 3);
    if (isinf(v))
        return v < 0 ? gc_strdup("-inf", 4) : gc_strdup("inf", 3);
    if (v == 0)
        return signbit(v) ? gc_strdup("-0.0", 4) : gc_strdup("0.0", 3);

    char out[64];
    char *p = out;
    if (v < 0) {
        *p++ = '-';
        v = -v;
    }
    char digits[20];
    int e;
    int nd = shortest(v, digits, &e);

    if (e >= -4 && e < 16) {
        if (e < 0) {
            *p++ = '0';
            *p++ = '.';
            for (int i = 0; i < -e - 1; i++)
                *p++ = '0';
            memcpy(p, digits, (size_t)nd);
            p += nd;
        } else {
            /* e+1 digits before the point */
            for (int i = 0; i <= e; i++)
                *p++ = i < nd ? digits[i] : '0';
            *p++ = '.';
            if (nd > e + 1) {
                memcpy(p, digits + e + 1, (size_t)(nd - e - 1));
                p += nd - e - 1;
            } else {
                *p++ = '0';
            }
        }
    } else {
        *p++ = digits[0];
        if (nd > 1) {
            *p++ = '.';
            memcpy(p, digits + 1, (size_t)(nd - 1));
            p += nd - 1;
        }
        p += snprintf(p, 16, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    }
    return gc_strdup(out, (size_t)(p - out));
}

/* float_digits gives the digits of v (finite, >= 0) as CPython's _Py_dg_dtoa does for the
 * format code: 'r' the shortest round-trip digits, 'e'/'g' ndig significant digits, 'f'
 * ndig digits after the point. Trailing zeros are dropped ("0" stays); *decpt is the position
 * of the decimal point relative to the digits. buf must hold ndig + 350 bytes. */
static int float_digits(double v, int code, int ndig, char *buf, char *digits, int *decpt) {
    int nd = 0;
    if (code == 'r') {
        int e;
        if (v == 0) {
            digits[0] = '0';
            *decpt = 1;
            return 1;
        }
        nd = shortest(v, digits, &e);
        *decpt = e + 1;
        return nd;
    }
    if (code == 'f') {
        int len = snprintf(buf, (size_t)ndig + 350, "%.*f", ndig, v);
        int point = len;
        for (int i = 0; i < len; i++) {
            if (buf[i] == '.') {
                point = i;
                continue;
            }
            digits[nd++] = buf[i];
        }
        *decpt = point;
    } else {
        snprintf(buf, (size_t)ndig + 350, "%.*e", ndig - 1, v);
        char *s = buf;
        for (; *s != 'e'; s++) {
            if (*s != '.')
                digits[nd++] = *s;
        }
        *decpt = atoi(s + 1) + 1;
    }
    int lead = 0;
    while (lead < nd && digits[lead] == '0') {
        lead++;
        (*decpt)--;
    }
    memmove(digits, digits + lead, (size_t)(nd - lead));
    nd -= lead;
    while (nd > 0 && digits[nd - 1] == '0')
        nd--;
    if (nd == 0) {
        digits[0] = '0';
        nd = 1;
        *decpt = 1;
    }
    return nd;
}

/* kiln_float_format is CPython's PyOS_double_to_string(v, code, prec, flags) (its
 * format_float_short): code is one of "eEfFgGr" ('r' is repr's digits), flags 1 the
 * alternate form (#), 2 add ".0" to an integral result (format's empty type), 4 drop the
 * sign of a zero result (z). The result is a GC string. */
char *kiln_float_format(double v, int64_t code, int64_t prec, int64_t flags) {
    int upper = code == 'E' || code == 'F' || code == 'G';
    int alt = (flags & 1) != 0, dot0 = (flags & 2) != 0, noneg0 = (flags & 4) != 0;
    if (upper)
        code += 'a' - 'A';
    if (isnan(v))
        return gc_strdup(upper ? "NAN" : "nan", 3);
    if (isinf(v)) {
        if (v < 0)
            return gc_strdup(upper ? "-INF" : "-inf", 4);
        return gc_strdup(upper ? "INF" : "inf", 3);
    }
    if (prec > 100000000)
        kiln_raise("ValueError", "precision too big");
    int precision = (int)prec;
    int neg = signbit(v) != 0;
    v = fabs(v);
    int ndig = precision;
    if (code == 'e')
        ndig = precision + 1;
    if (code == 'g' && ndig == 0)
        ndig = precision = 1;
    if (code == 'r')
        ndig = 17;
    size_t cap = (size_t)ndig + 400;
    char small_buf[512], small_digits[512];
    char *buf = small_buf, *digits = small_digits;
    if (cap > sizeof small_buf) {
        buf = kiln_alloc_atomic((int64_t)cap);
        digits = kiln_alloc_atomic((int64_t)cap);
    }
    int decpt;
    int nd = float_digits(v, (int)code, ndig, buf, digits, &decpt);
    if (noneg0 && nd == 1 && digits[0] == '0')
        neg = 0;
    int use_exp = 0, exp = 0;
    int vend = nd;
    switch (code) {
    case 'e':
        use_exp = 1;
        vend = precision + 1;
        break;
    case 'f':
        vend = decpt + precision;
        break;
    case 'g':
        if (decpt <= -4 || decpt > (dot0 ? precision - 1 : precision))
            use_exp = 1;
        if (alt)
            vend = precision;
        break;
    case 'r':
        if (decpt <= -4 || decpt > 16)
            use_exp = 1;
        break;
    }
    if (use_exp) {
        exp = decpt - 1;
        decpt = 1;
    }
    int vstart = decpt <= 0 ? decpt - 1 : 0;
    if (!use_exp && dot0)
        vend = vend > decpt ? vend : decpt + 1;
    else
        vend = vend > decpt ? vend : decpt;
    size_t size = (size_t)(vend - vstart) + 32;
    char *out = kiln_alloc_atomic((int64_t)size);
    char *p = out;
    if (neg)
        *p++ = '-';
    if (decpt <= 0) {
        memset(p, '0', (size_t)(decpt - vstart));
        p += decpt - vstart;
        *p++ = '.';
        memset(p, '0', (size_t)(-decpt));
        p += -decpt;
    } else {
        memset(p, '0', (size_t)(-vstart));
        p += -vstart;
    }
    if (0 < decpt && decpt <= nd) {
        memcpy(p, digits, (size_t)decpt);
        p += decpt;
        *p++ = '.';
        memcpy(p, digits + decpt, (size_t)(nd - decpt));
        p += nd - decpt;
    } else {
        memcpy(p, digits, (size_t)nd);
        p += nd;
    }
    if (nd < decpt) {
        memset(p, '0', (size_t)(decpt - nd));
        p += decpt - nd;
        *p++ = '.';
        memset(p, '0', (size_t)(vend - decpt));
        p += vend - decpt;
    } else {
        memset(p, '0', (size_t)(vend - nd));
        p += vend - nd;
    }
    if (p[-1] == '.' && !alt)
        p--;
    if (use_exp) {
        *p++ = upper ? 'E' : 'e';
        p += sprintf(p, "%+.02d", exp);
    }
    *p = '\0';
    return out;
}

/* ---- crash handling ---- */

#define ALT_STACK_SIZE (64 * 1024)
static char alt_stack[ALT_STACK_SIZE];
static uintptr_t stack_hi; /* an address near the top of the main stack */
static uintptr_t stack_lo; /* lowest address the main stack may grow to (minus slack) */

static void segv_handler(int sig, siginfo_t *info, void *ctx) {
    (void)sig;
    (void)ctx;
    uintptr_t addr = (uintptr_t)info->si_addr;
    if (addr >= stack_lo && addr < stack_hi) {
        if (!out_flushing && out_len > 0)
            write_all(1, out_buf, (size_t)out_len);
        static const char msg[] = "RecursionError: maximum recursion depth exceeded\n";
        write_all(2, msg, sizeof msg - 1);
        _exit(1);
    }
    static const char msg[] = "Fatal Python error: Segmentation fault\n";
    write_all(2, msg, sizeof msg - 1);
    _exit(139);
}

static void install_crash_handler(void) {
    char here;
    stack_hi = (uintptr_t)&here + 1024 * 1024; /* argv/env live above us */
    uintptr_t size = (uintptr_t)1 << 30;       /* unlimited stack: assume up to 1 GiB */
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < size)
        size = (uintptr_t)rl.rlim_cur;
    size += 1024 * 1024; /* guard gap and slack */
    stack_lo = (uintptr_t)&here > size ? (uintptr_t)&here - size : 0;

    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = alt_stack;
    ss.ss_size = sizeof alt_stack;
    if (sigaltstack(&ss, NULL) != 0)
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = segv_handler;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
    sigaction(SIGBUS, &sa, NULL);
}

/* ---- startup / shutdown ---- */

#define KILN_INITIAL_HEAP ((size_t)2 << 20)
#define KILN_FREE_SPACE_DIVISOR 2
/* The most that collected asks a program to allocate between collections. */
#define KILN_MIN_ALLOCD_CAP ((size_t)4 << 20)

/* A heap of HUGE_HEAP bytes or more is advised as transparent huge pages (where the system
 * has them set to "madvise", the default of many distributions; "always" needs no advice,
 * "never" ignores it). Such a heap holds large arrays (set and dict tables, long lists) read
 * and written at random places: with 4 KiB pages most of those accesses miss the TLB and
 * walk the page table, and each first touch of a page faults (set_algebra: 16,500 faults,
 * 5,000 with huge pages). From 8 MiB: the growth that takes the heap there is most often for
 * one large array (a list of a million ints), which is then written whole, and faulting it in
 * 4 KiB at a time costs about four times the 2 MiB faults (sort_ints 8% faster than from 16
 * MiB). A smaller heap is left as it is: its few faults cost less than clearing whole 2 MiB
 * pages that it would only partly use. */
#define HUGE_HEAP ((GC_word)8 << 20)
#define HUGE_PAGE ((uintptr_t)2 << 20)

/* parse_hex reads the hexadecimal number at *s, leaving *s past it. */
static uintptr_t parse_hex(const char **s) {
    uintptr_t v = 0;
    for (;; (*s)++) {
        char c = **s;
        if (c >= '0' && c <= '9')
            v = v * 16 + (uintptr_t)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v = v * 16 + (uintptr_t)(c - 'a' + 10);
        else
            return v;
    }
}

/* advise_heap_line advises the mapping that line (one line of /proc/self/maps, without its
 * newline) describes when it is anonymous, private and writable (no inode, no name), inside
 * the collector's heap bounds [lo, hi] and large enough to hold a huge page: the heap's
 * sections (with the collector's own tables mapped between them, one mapping where their
 * flags agree), not the small zero-filled ends of the libraries' data. */
static void advise_heap_line(const char *line, uintptr_t lo, uintptr_t hi) {
    const char *s = line;
    uintptr_t start = parse_hex(&s);
    if (*s++ != '-')
        return;
    uintptr_t end = parse_hex(&s);
    if (strncmp(s, " rw-p ", 6) != 0 || start < lo || end > hi || end - start < HUGE_PAGE)
        return;
    /* offset and device, then inode 0 and no name: "00000000 00:00 0" and spaces. */
    s += 6;
    for (int field = 0; field < 2; field++) {
        while (*s != 0 && *s != ' ')
            s++;
        if (*s++ != ' ')
            return;
    }
    if (*s++ != '0')
        return;
    while (*s == ' ')
        s++;
    if (*s != 0)
        return;
    madvise((void *)start, end - start, MADV_HUGEPAGE);
}

/* heap_grown is called by libgc each time its heap grows; from HUGE_HEAP bytes on, it
 * advises the heap's mappings, found in /proc/self/maps (libgc does not tell where it maps a
 * new section), as huge pages. The advice is a hint: where it fails, nothing changes. */
static void GC_CALLBACK heap_grown(GC_word size) {
    if (size < HUGE_HEAP)
        return;
    int fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    uintptr_t lo = (uintptr_t)GC_least_plausible_heap_addr;
    uintptr_t hi = (uintptr_t)GC_greatest_plausible_heap_addr;
    char buf[4096];
    size_t have = 0;
    for (;;) {
        ssize_t got = read(fd, buf + have, sizeof buf - 1 - have);
        if (got <= 0)
            break;
        have += (size_t)got;
        buf[have] = 0;
        char *line = buf;
        char *nl;
        while ((nl = strchr(line, '\n')) != NULL) {
            *nl = 0;
            advise_heap_line(line, lo, hi);
            line = nl + 1;
        }
        have = (size_t)(buf + have - line);
        if (have == sizeof buf - 1)
            break; /* a line longer than the buffer: not one of the heap's */
        memmove(buf, line, have);
    }
    close(fd);
}

/* collected is called by libgc at the events of each collection. At the end of one (marking
 * done, empty blocks freed, the other blocks not yet swept) it asks that the next collection
 * wait until the program has allocated twice the bytes the heap then holds outside free
 * blocks (what survived, with the garbage of blocks that also hold survivors) plus the size
 * of the executable's static data, at most KILN_MIN_ALLOCD_CAP. libgc collects when the heap
 * has no free block left and its own threshold, (2 * pointer-holding bytes + pointer-free
 * bytes / 4 + roots) / divisor, has been allocated, and grows the heap by heap / divisor
 * otherwise. At divisor 2 a heap holds free about as many bytes as it holds live pointers, so
 * a program whose live set is a 1 MiB tree in a 3 MiB heap collects every 2 MiB it allocates
 * and marks the tree each time (binary_trees 15: 46 collections, 40 of them at 3172 KiB, the
 * heap grown to 4760 KiB only near the end). This floor is libgc's divisor 1 threshold,
 * pointer-free bytes counted whole and the roots by the static data (the stacks left out),
 * while the heap still grows in divisor 2's steps (divisor 1 doubles the heap at each step:
 * gc11 measured its cost in peak memory): binary_trees' heap grows to 4760 KiB as soon as the
 * long-lived tree exists (29 collections, the same peak). Programs with small live sets are
 * unchanged (the 2 MiB initial heap holds far more than that free), and a large one grows by
 * at most the cap more. Liveness is unchanged; only the moments of collections move. */
static size_t static_data; /* bytes, set by kiln_init */

static void GC_CALLBACK collected(GC_EventType e) {
    if (e != GC_EVENT_RECLAIM_END)
        return;
    size_t held = GC_get_heap_size() - GC_get_free_bytes();
    size_t want = 2 * held + static_data;
    if (want > KILN_MIN_ALLOCD_CAP)
        want = KILN_MIN_ALLOCD_CAP;
    GC_set_min_bytes_allocd(want > 0 ? want : 1);
}

/* The executable's data and bss, from the C library's start files and the linker (weak: a
 * shared library has neither, and then collected counts no static data). */
extern char __data_start[] __attribute__((weak));
extern char _end[] __attribute__((weak));

void kiln_init(int argc, char **argv) {
    /* The static data libgc scans as roots: the out_buf and alt_stack excluded below aside. */
    if (__data_start != NULL && _end > __data_start &&
        (size_t)(_end - __data_start) > sizeof out_buf + sizeof alt_stack)
        static_data = (size_t)(_end - __data_start) - sizeof out_buf - sizeof alt_stack;
    /* The output buffer and the signal stack hold no pointers: excluded from the roots before
     * GC_INIT, whose initial collection then neither scans them nor faults in their 32 pages
     * of .bss, and every later collection scans 128 KiB less. */
    GC_exclude_static_roots(out_buf, out_buf + sizeof out_buf);
    GC_exclude_static_roots(alt_stack, alt_stack + sizeof alt_stack);
    /* The cool end of the main thread's stack, which libgc would otherwise find with
     * pthread_getattr_np, which reads and parses /proc/self/maps (a sixth of an empty
     * program's instructions, and the kernel's formatting of the file): glibc's
     * __libc_stack_end is the stack pointer at process entry, above every frame of main. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
    if (GC_stackbottom == NULL)
        GC_stackbottom = (char *)__libc_stack_end;
#pragma GCC diagnostic pop
    GC_INIT();
    /* The pools, the free lists and the str chunk are in .bss, which libgc scans where it
     * registers the data of every loaded object (GC_INIT's first collection did). Only where
     * it did not are they added as roots: added again, they were scanned twice at every
     * collection. */
    if (!GC_is_tmp_root(atomic_pools)) {
        GC_add_roots((char *)atomic_pools, (char *)atomic_pools + sizeof atomic_pools);
        GC_add_roots((char *)normal_free, (char *)normal_free + sizeof normal_free);
        GC_add_roots((char *)inst_free, (char *)inst_free + sizeof inst_free);
        GC_add_roots((char *)kiln_exc_pool, (char *)kiln_exc_pool + sizeof kiln_exc_pool);
        GC_add_roots((char *)&str_chunk, (char *)&str_chunk + sizeof str_chunk);
    }
    /* Descriptor 0 of GC_DS_LENGTH, adjusted by the object's size: the whole object. */
    inst_kind = (int)GC_new_kind(GC_new_free_list(), GC_DS_LENGTH, 1, 1);
    /* The collector starts with a 256 KiB heap and collects each time about a third of it has
     * been allocated, so a loop that makes short-lived objects (an exception per iteration, a
     * temporary str) spends half its time in collections whose cost is mostly the fixed one
     * of scanning the roots. Starting at 2 MiB cuts their number eightfold for about 2 MiB
     * more peak memory (exceptions benchmark: 2.8 -> 4.5 MiB, 1.2-1.9x faster). A
     * GC_INITIAL_HEAP_SIZE in the environment, read by GC_INIT, still wins. */
    if (getenv("GC_INITIAL_HEAP_SIZE") == NULL)
        GC_expand_hp(KILN_INITIAL_HEAP);
    /* libgc collects when the heap has no free block left and at least (2 * live bytes of
     * objects with pointers + live pointer-free bytes / 4 + roots) / divisor have been
     * allocated since the last collection, growing the heap otherwise (by heap size / divisor).
     * At its default divisor 3 a program whose live objects are mostly pointers (a tree) marks
     * them again every time it has allocated two thirds of their size. Divisor 2 lets such a
     * heap hold at least as many free bytes as live ones (binary_trees: 46 instead of 89
     * collections), and makes no difference where the live set is small (the 2 MiB heap then
     * holds far more than that free) or mostly pointer-free (strs, int arrays: counted a
     * quarter). A GC_FREE_SPACE_DIVISOR in the environment, read by GC_INIT, still wins, and
     * then collected does not add its own threshold. */
    if (getenv("GC_FREE_SPACE_DIVISOR") == NULL) {
        GC_set_free_space_divisor(KILN_FREE_SPACE_DIVISOR);
        GC_set_on_collection_event(collected);
    }
    GC_set_on_heap_resize(heap_grown);
    g_argc = argc;
    g_argv = argv;
    out_len = 0;
    out_tty = isatty(1);
    install_crash_handler();
}

int kiln_finish(int code) {
    kiln_flush();
    return code;
}

/* ---- support for the stdlib's int and str ---- */

void kiln_int_overflow(void) {
    kiln_raise("OverflowError", "int overflow: the result does not fit in Kiln's 64-bit int");
}

int64_t kiln_str_eq(const char *a, int64_t an, const char *b, int64_t bn) {
    return an == bn && (an == 0 || memcmp(a, b, (size_t)an) == 0);
}

// kiln_str_cmp orders two UTF-8 strings by code point (byte order): <0, 0 or >0.
int64_t kiln_str_cmp(const char *a, int64_t an, const char *b, int64_t bn) {
    int64_t n = an < bn ? an : bn;
    int r = n == 0 ? 0 : memcmp(a, b, (size_t)n);
    if (r != 0) {
        return r;
    }
    return an < bn ? -1 : an > bn;
}

static _Noreturn void raise_named(const char *type, const char *before, const char *name, const char *after) {
    size_t n = strlen(before) + strlen(name) + strlen(after) + 1;
    char *msg = GC_MALLOC_ATOMIC(n);
    if (msg == NULL) {
        kiln_raise(type, name);
    }
    snprintf(msg, n, "%s%s%s", before, name, after);
    kiln_raise(type, msg);
}

void kiln_unbound_local(const char *name) {
    raise_named("UnboundLocalError", "cannot access local variable '", name, "' where it is not associated with a value");
}

void kiln_name_error(const char *name) {
    raise_named("NameError", "name '", name, "' is not defined");
}

/* ---- float ** ---- */

/* kiln_pow is in kiln_math.c: only the programs that use it link libm. */

/* ---- hashing (dict and set) ---- */

/* split_double is frexp for finite v, without libm (whose frexp the linker would otherwise
   take, so that every program loaded libm): v = m * 2**e with 0.5 <= |m| < 1, or m = e = 0 for
   a zero. A subnormal is first scaled by 2**64, exactly. */
static double split_double(double v, int *e) {
    if (v == 0) {
        *e = 0;
        return v;
    }
    int shift = 0;
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    if ((b >> 52 & 0x7ff) == 0) {
        v *= 18446744073709551616.0; /* 2**64 */
        memcpy(&b, &v, sizeof b);
        shift = 64;
    }
    *e = (int)(b >> 52 & 0x7ff) - 1022 - shift;
    b = (b & ~((uint64_t)0x7ff << 52)) | (uint64_t)1022 << 52;
    memcpy(&v, &b, sizeof v);
    return v;
}

/* CPython's _Py_HashDouble: integral values hash like the equal int, infinities are +-314159.
   CPython 3.10+ hashes a NaN by the identity of its object; Kiln's floats are values, so a NaN
   hashes to 0 (CPython's value before 3.10). */
int64_t kiln_float_hash(double v) {
    const int bits = 61;
    const uint64_t modulus = ((uint64_t)1 << bits) - 1;
    if (isinf(v)) {
        return v > 0 ? 314159 : -314159;
    }
    if (isnan(v)) {
        return 0;
    }
    int e;
    double m = split_double(v, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & modulus) | x >> (bits - 28);
        m *= 268435456.0; /* 2**28 */
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= modulus) {
            x -= modulus;
        }
    }
    e = e >= 0 ? e % bits : bits - 1 - ((-1 - e) % bits);
    x = ((x << e) & modulus) | x >> (bits - e);
    x = x * (uint64_t)(int64_t)sign;
    if (x == (uint64_t)-1) {
        x = (uint64_t)-2;
    }
    return (int64_t)x;
}

/* A fast 64-bit hash of a byte string (CPython's str hash is randomized per process, so no
   program can depend on its values): bytes' hash, and str.__hash__'s (stdlib/str.py, which
   repeats the case n < 8 inline and calls this for longer strs): a
   bijective mix of a state that is the bytes | n << 56 for n < 8 (so short strings share no
   hash) and has its top bit set for longer ones. Never -1, as CPython's hashes. */
int64_t kiln_str_hash(const char *p, int64_t n) {
    const uint64_t k = 0x9E3779B97F4A7C15ull;
    uint64_t s = 0;
    if (n < 8) {
        if (n > 0) {
            memcpy(&s, p, (size_t)n);
        }
        s |= (uint64_t)n << 56;
    } else {
        uint64_t h = (uint64_t)n * k ^ 0x2545F4914F6CDD1Dull;
        int64_t i = 0;
        for (; i + 8 <= n; i += 8) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            h = (h ^ w) * k;
            h ^= h >> 29;
        }
        if (i < n) {
            uint64_t w;
            memcpy(&w, p + n - 8, 8);
            w >>= 8 * (i - (n - 8));
            h = (h ^ w) * k;
            h ^= h >> 29;
        }
        s = h | 1ull << 63;
    }
    s ^= s >> 30;
    s *= 0xBF58476D1CE4E5B9ull;
    s ^= s >> 27;
    s *= 0x94D049BB133111EBull;
    s ^= s >> 31;
    if (s == (uint64_t)-1) {
        s = (uint64_t)-2;
    }
    return (int64_t)s;
}

/* ---- str: UTF-8 code points, Unicode properties and case mappings ---- */

#include "unicode_db.h"

/* 1 if the n bytes at p are all ASCII, else 0 (a str remembers this in its length word). */
int64_t kiln_utf8_is_ascii(const char *p, int64_t n) {
    int64_t i = 0;
    uint64_t acc = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        acc |= w;
    }
    for (; i < n; i++) {
        acc |= (uint8_t)p[i];
    }
    return (acc & 0x8080808080808080ull) == 0;
}

/* The number of code points in n bytes of UTF-8: the bytes that do not continue one. */
int64_t kiln_utf8_count(const char *p, int64_t n) {
    /* n minus the continuation bytes (10xxxxxx), 8 bytes at a time: a byte's bit 7 set and
     * its bit 6 (shifted into bit 7's place) clear. */
    int64_t cont = 0, i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        cont += __builtin_popcountll(w & ~(w << 1) & 0x8080808080808080ULL);
    }
    for (; i < n; i++) {
        cont += ((uint8_t)p[i] & 0xC0) == 0x80;
    }
    return n - cont;
}

/* The byte offset of code point k (0 <= k <= the count) in n bytes of UTF-8. */
int64_t kiln_utf8_offset(const char *p, int64_t n, int64_t k) {
    int64_t i = 0;
    for (; i < n; i++) {
        if (((uint8_t)p[i] & 0xC0) != 0x80) {
            if (k == 0) {
                return i;
            }
            k--;
        }
    }
    return n;
}

static const char ascii_chars[256] = {
#define C2(c) c, 0
#define C16(c) C2(c), C2(c + 1), C2(c + 2), C2(c + 3), C2(c + 4), C2(c + 5), C2(c + 6), C2(c + 7), \
    C2(c + 8), C2(c + 9), C2(c + 10), C2(c + 11), C2(c + 12), C2(c + 13), C2(c + 14), C2(c + 15)
    C16(0), C16(16), C16(32), C16(48), C16(64), C16(80), C16(96), C16(112)
#undef C16
#undef C2
};

/* The 128 one-character ASCII strs, NUL-terminated: character c's bytes start at 2*c. */
const char *kiln_ascii_chars(void) { return ascii_chars; }

/* ---- str.split of long and short strs by a one-byte separator or by ASCII whitespace ----
 * The stdlib counts the pieces (kiln_split_*_count), sizes the list, and these fill its array
 * of strs ({word, data}, stdlib/str.py: the word's top bit says ASCII). Pieces are copied with
 * their NUL into chunks shared by the pieces of one split, as _carve in stdlib/str.py does: a
 * chunk holds 512 bytes, or what the rest of the text needs if less (each piece but the last is
 * followed by a separator, which its NUL replaces). */
struct kiln_str {
    int64_t w;
    const char *p;
};
#define STR_ASCII ((int64_t)1 << 62 << 1)

/* Texts of at most STR_VIEW_MAX bytes are split into views: strs that share the text's bytes,
 * not followed by a NUL of their own (carve). */
#define STR_VIEW_MAX 512

struct carver {
    char *q;
    int64_t room;
    int ascii; /* the text is ASCII */
    int view;  /* the pieces are views of the text (of at most STR_VIEW_MAX bytes) */
};

static inline __attribute__((always_inline)) struct kiln_str carve(struct carver *c, const char *src, int64_t n, int64_t rest) {
    struct kiln_str r;
    if (n == 0) {
        r.w = STR_ASCII;
        r.p = ascii_chars + 1; /* a NUL */
        return r;
    }
    if (n == 1 && (c->ascii || (unsigned char)src[0] < 0x80)) {
        r.w = STR_ASCII | 1;
        r.p = ascii_chars + 2 * (unsigned char)src[0];
        return r;
    }
    if (c->view) {
        r.w = n | (c->ascii || kiln_utf8_is_ascii(src, n) ? STR_ASCII : 0);
        r.p = (char *)src;
        return r;
    }
    if (n >= c->room) {
        int64_t room = rest < STR_CHUNK ? rest + 1 : STR_CHUNK;
        if (room <= n)
            room = n + 1;
        c->q = kiln_chunk_alloc(room);
        c->room = room;
    }
    char *q = c->q;
    if (n <= 16 && n >= 8) { /* most pieces: two overlapping 8-byte moves, no call */
        uint64_t a, b;
        memcpy(&a, src, 8);
        memcpy(&b, src + n - 8, 8);
        memcpy(q, &a, 8);
        memcpy(q + n - 8, &b, 8);
    } else if (n < 8 && n >= 4) { /* words of split(): two overlapping 4-byte moves */
        uint32_t a, b;
        memcpy(&a, src, 4);
        memcpy(&b, src + n - 4, 4);
        memcpy(q, &a, 4);
        memcpy(q + n - 4, &b, 4);
    } else if (n < 4) { /* 2 or 3 bytes: first, middle and last */
        char a = src[0], m = src[n >> 1], b = src[n - 1];
        q[0] = a;
        q[n >> 1] = m;
        q[n - 1] = b;
    } else {
        memcpy(q, src, (size_t)n);
    }
    q[n] = 0;
    c->q = q + n + 1;
    c->room -= n + 1;
    r.w = n | (c->ascii || kiln_utf8_is_ascii(q, n) ? STR_ASCII : 0);
    r.p = q;
    return r;
}

/* Counts go by blocks of 255 bytes with a byte-wide sum, so that they vectorize 16 bytes at
 * a time (an int64_t sum widens every byte to 64 bits). */
int64_t kiln_split_byte_count(const char *p, int64_t n, int64_t sep) {
    const unsigned char *u = (const unsigned char *)p;
    unsigned char c = (unsigned char)sep;
    int64_t k = 1;
    for (int64_t i = 0; i < n;) {
        int64_t e = n - i > 255 ? i + 255 : n;
        unsigned char sum = 0;
        for (; i < e; i++)
            sum += u[i] == c;
        k += sum;
    }
    return k;
}

/* Fills out with the pieces of p split at every byte sep (kiln_split_byte_count of them; views
 * of a text of at most STR_VIEW_MAX bytes).
 * With SSE2, 16 bytes are compared at a time and the separators found in the bit mask. */
void kiln_split_byte(const char *p, int64_t n, int64_t sep, int64_t ascii, void *dst) {
    struct kiln_str *out = dst;
    struct carver c = {NULL, 0, ascii != 0, n <= STR_VIEW_MAX};
    int64_t b = 0, k = 0, i = 0;
#ifdef __SSE2__
    __m128i sv = _mm_set1_epi8((char)sep);
    for (; i + 16 <= n; i += 16) {
        unsigned m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(p + i)), sv));
        while (m != 0) {
            int64_t j = i + __builtin_ctz(m);
            m &= m - 1;
            out[k++] = carve(&c, p + b, j - b, n - b);
            b = j + 1;
        }
    }
#endif
    for (; i < n; i++) {
        if (p[i] == (char)sep) {
            out[k++] = carve(&c, p + b, i - b, n - b);
            b = i + 1;
        }
    }
    out[k] = carve(&c, p + b, n - b, n - b);
}

/* A Kiln list ({data, len, cap}, stdlib/builtins.py) of strs. */
struct kiln_list {
    struct kiln_str *data;
    int64_t len, cap;
};

/* Texts of up to SPLIT_SHORT bytes (a line, a field) are scanned once, the separators' offsets
 * kept on the stack. */
#define SPLIT_SHORT 1024

/* split_offsets stores in at the offsets of the separators sep in the text p of n <= SPLIT_SHORT
 * bytes, and n after them (the end of the last piece); returns the number of separators. */
static inline __attribute__((always_inline)) int64_t split_offsets(const char *p, int64_t n, int64_t sep, uint16_t *at) {
    int64_t k = 0, i = 0;
#ifdef __SSE2__
    __m128i sv = _mm_set1_epi8((char)sep);
    for (; i + 16 <= n; i += 16) {
        unsigned m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(p + i)), sv));
        while (m != 0) {
            at[k++] = (uint16_t)(i + __builtin_ctz(m));
            m &= m - 1;
        }
    }
    if (i < n && n >= 16) {
        /* The last bytes: a block ending at n, overlapping the one before (its positions
         * below i masked), instead of a byte loop. */
        int64_t b16 = n - 16;
        unsigned m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(p + b16)), sv));
        m &= 0xFFFFu << (i - b16);
        while (m != 0) {
            at[k++] = (uint16_t)(b16 + __builtin_ctz(m));
            m &= m - 1;
        }
        i = n;
    }
#endif
    for (; i < n; i++) {
        if (p[i] == (char)sep)
            at[k++] = (uint16_t)i;
    }
    at[k] = (uint16_t)n;
    return k;
}

/* split_carve writes into out the k + 1 pieces of the short text p whose separators' offsets
 * split_offsets found. Its pieces are views of its bytes (no copy, no NUL of their own) when it
 * has at most STR_VIEW_MAX bytes: a piece kept alive keeps at most the text's STR_VIEW_MAX
 * bytes alive, as a carved one keeps its chunk. */
static inline __attribute__((always_inline)) void split_carve(const char *p, int64_t n, int64_t ascii, const uint16_t *at, int64_t k, struct kiln_str *out) {
    struct carver c = {NULL, 0, ascii != 0, n <= STR_VIEW_MAX};
    int64_t b = 0;
    for (int64_t j = 0; j <= k; j++) {
        out[j] = carve(&c, p + b, at[j] - b, n - b);
        b = at[j] + 1;
    }
}

/* str.split(sep) for a one-byte sep into the empty list l: its array is allocated for the
 * pieces and filled. A text of up to SPLIT_SHORT bytes (a line, a field) is scanned once, the
 * separators' offsets kept on the stack; a longer one is counted first (kiln_split_byte_count),
 * so that its array is not over-allocated. */
void kiln_split_byte_list(const char *p, int64_t n, int64_t sep, int64_t ascii, void *list) {
    struct kiln_list *l = list;
    if (n > SPLIT_SHORT) {
        int64_t k = kiln_split_byte_count(p, n, sep);
        l->data = kiln_alloc(k * (int64_t)sizeof(struct kiln_str));
        kiln_split_byte(p, n, sep, ascii, l->data);
        l->len = l->cap = k;
        return;
    }
    uint16_t at[SPLIT_SHORT + 1];
    int64_t k = split_offsets(p, n, sep, at);
    struct kiln_str *out = kiln_alloc((k + 1) * (int64_t)sizeof(struct kiln_str));
    split_carve(p, n, ascii, at, k, out);
    l->data = out;
    l->len = l->cap = k + 1;
}

/* str._split_into for a one-byte sep: the pieces of p written into dst, an array with room for
 * cap pieces (a list's, made in the frame with room: ir.New.Room), when they fit. Returns the
 * number of pieces; when that is more than cap, nothing is written (the caller grows the
 * array and calls kiln_split_byte). */
int64_t kiln_split_byte_fill(const char *p, int64_t n, int64_t sep, int64_t ascii, void *dst, int64_t cap) {
    if (n > SPLIT_SHORT) {
        int64_t k = kiln_split_byte_count(p, n, sep);
        if (k <= cap)
            kiln_split_byte(p, n, sep, ascii, dst);
        return k;
    }
    uint16_t at[SPLIT_SHORT + 1];
    int64_t k = split_offsets(p, n, sep, at);
    if (k + 1 <= cap)
        split_carve(p, n, ascii, at, k, dst);
    return k + 1;
}

/* ASCII whitespace as str.split() sees it: \t \n \v \f \r, \x1c-\x1f and the space; 1 or 0. */
static inline unsigned char ascii_ws(unsigned char c) {
    return (unsigned char)((c == ' ') | ((unsigned char)(c - 9) < 5) | ((unsigned char)(c - 28) < 4));
}

static const unsigned char ascii_ws_table[256] = {
    [9] = 1, [10] = 1, [11] = 1, [12] = 1, [13] = 1, [28] = 1, [29] = 1, [30] = 1, [31] = 1, [32] = 1,
};

/* The number of words of the ASCII text p: of non-space bytes after a space byte, or first. */
int64_t kiln_split_ascii_ws_count(const char *p, int64_t n) {
    return kiln_split_ascii_ws_count_map(p, n, ' ', 1);
}

/* kiln_split_ascii_ws_count of the text p with every byte a made a space (a_ws 1) or a
 * non-space (a_ws 0): the words of p after replacing a by a byte of that class, without making
 * that text (str._replace_split_count). With SSE2, the word starts of 16 bytes come from a bit
 * mask of their spaces (a non-space whose previous byte is a space), counted by popcount. */
int64_t kiln_split_ascii_ws_count_map(const char *p, int64_t n, int64_t a, int64_t a_ws) {
    const unsigned char *u = (const unsigned char *)p;
    const unsigned char ua = (unsigned char)a, wa = (unsigned char)(a_ws != 0);
    int64_t i = 0, k = 0;
    unsigned prev_ws = 1; /* the byte before i is a space (or there is none) */
#ifdef __SSE2__
    const __m128i space = _mm_set1_epi8(' '), nine = _mm_set1_epi8(9), four = _mm_set1_epi8(4),
                  x1c = _mm_set1_epi8(28), three = _mm_set1_epi8(3), zero = _mm_setzero_si128(),
                  va = _mm_set1_epi8((char)ua);
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
        __m128i t = _mm_cmpeq_epi8(v, space);
        t = _mm_or_si128(t, _mm_cmpeq_epi8(_mm_subs_epu8(_mm_sub_epi8(v, nine), four), zero));
        t = _mm_or_si128(t, _mm_cmpeq_epi8(_mm_subs_epu8(_mm_sub_epi8(v, x1c), three), zero));
        __m128i m = _mm_cmpeq_epi8(v, va);
        t = wa ? _mm_or_si128(t, m) : _mm_andnot_si128(m, t);
        unsigned ws = (unsigned)_mm_movemask_epi8(t);
        k += __builtin_popcount(~ws & (ws << 1 | prev_ws) & 0xFFFF);
        prev_ws = ws >> 15;
    }
#endif
    for (; i < n; i++) {
        unsigned w = u[i] == ua ? wa : ascii_ws(u[i]);
        k += prev_ws & (w ^ 1);
        prev_ws = w;
    }
    return k;
}

/* Fills out with the words of the ASCII text p (kiln_split_ascii_ws_count of them). A word
 * starts at a non-space byte after a space (or first) and ends at a space after a non-space:
 * the two alternate, so each boundary toggles in_word. With SSE2, the boundaries of 16 bytes
 * come from a bit mask of their spaces. */
void kiln_split_ascii_ws(const char *p, int64_t n, void *dst) {
    struct kiln_str *out = dst;
    const unsigned char *u = (const unsigned char *)p;
    struct carver c = {NULL, 0, 1, n <= STR_VIEW_MAX};
    int64_t i = 0, k = 0, start = 0;
    int in_word = 0;
#ifdef __SSE2__
    const __m128i space = _mm_set1_epi8(' '), nine = _mm_set1_epi8(9), four = _mm_set1_epi8(4),
                  x1c = _mm_set1_epi8(28), three = _mm_set1_epi8(3), zero = _mm_setzero_si128();
    unsigned prev_ws = 1; /* the byte before i is a space (or there is none) */
    for (; i + 16 <= n; i += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(p + i));
        __m128i t = _mm_cmpeq_epi8(v, space);
        t = _mm_or_si128(t, _mm_cmpeq_epi8(_mm_subs_epu8(_mm_sub_epi8(v, nine), four), zero));
        t = _mm_or_si128(t, _mm_cmpeq_epi8(_mm_subs_epu8(_mm_sub_epi8(v, x1c), three), zero));
        unsigned ws = (unsigned)_mm_movemask_epi8(t);
        unsigned nws = ~ws & 0xFFFF;
        unsigned before_ws = (ws << 1 | prev_ws) & 0xFFFF;
        unsigned ev = (nws & before_ws) | (ws & ~before_ws & 0xFFFF);
        prev_ws = ws >> 15;
        while (ev != 0) {
            int64_t j = i + __builtin_ctz(ev);
            ev &= ev - 1;
            if (in_word) {
                out[k++] = carve(&c, p + start, j - start, n - start);
            } else {
                start = j;
            }
            in_word = !in_word;
        }
    }
#endif
    for (; i < n; i++) {
        int w = ascii_ws_table[u[i]];
        if (in_word && w) {
            out[k++] = carve(&c, p + start, i - start, n - start);
            in_word = 0;
        } else if (!in_word && !w) {
            start = i;
            in_word = 1;
        }
    }
    if (in_word)
        out[k] = carve(&c, p + start, n - start, n - start);
}

/* The byte offset of the first (last, for kiln_str_rfind) occurrence of needle in hay, or -1. */
static inline __attribute__((always_inline)) int64_t str_find(const char *hay, int64_t hn, const char *needle, int64_t nn) {
    if (nn == 0) {
        return 0;
    }
    if (nn > hn) {
        return -1;
    }
    if (nn == 1) {
        const char *r = memchr(hay, needle[0], (size_t)hn);
        return r == NULL ? -1 : r - hay;
    }
    if (nn <= 16) {
        /* Short needles, as split, replace and find mostly get (glibc's memmem sets up a
         * two-way search on every call, and a memcmp call costs more than these few bytes).
         * With SSE2: 16 candidate positions at a time, those where both the needle's first and
         * its last byte match, then the bytes between compared in place (one pass, where a
         * memchr of the first byte stopped at every 't' of a text searched for "ta"). */
        const unsigned char *h = (const unsigned char *)hay, *nd = (const unsigned char *)needle;
        int64_t last = hn - nn, i = 0; /* candidate starts: 0..last */
#ifdef __SSE2__
        const __m128i f = _mm_set1_epi8((char)nd[0]), l = _mm_set1_epi8((char)nd[nn - 1]);
        while (i <= last && last + 1 >= 16) {
            /* The last block overlaps the one before it: its positions below i are masked. */
            int64_t at = i + 16 <= last + 1 ? i : last + 1 - 16;
            __m128i a = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(h + at)), f);
            __m128i b = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(h + at + nn - 1)), l);
            unsigned m = (unsigned)_mm_movemask_epi8(_mm_and_si128(a, b)) & (0xFFFFu << (i - at));
            i = at;
            while (m != 0) {
                int64_t j = i + __builtin_ctz(m);
                m &= m - 1;
                int64_t k = 1;
                while (k < nn - 1 && h[j + k] == nd[k]) {
                    k++;
                }
                if (k >= nn - 1) {
                    return j;
                }
            }
            i += 16;
        }
#endif
        for (; i <= last; i++) {
            if (h[i] == nd[0] && h[i + nn - 1] == nd[nn - 1]) {
                int64_t k = 1;
                while (k < nn - 1 && h[i + k] == nd[k]) {
                    k++;
                }
                if (k >= nn - 1) {
                    return i;
                }
            }
        }
        return -1;
    }
    const char *r = memmem(hay, (size_t)hn, needle, (size_t)nn);
    return r == NULL ? -1 : r - hay;
}

int64_t kiln_str_find(const char *hay, int64_t hn, const char *needle, int64_t nn) {
    return str_find(hay, hn, needle, nn);
}

/* memcpy of n bytes without a call when n is at most 16 (a call per match of replace cost more
 * than the match's few bytes). */
static inline __attribute__((always_inline)) void copy_bytes(char *dst, const char *src, int64_t n) {
    if (n > 16) {
        memcpy(dst, src, (size_t)n);
    } else if (n >= 8) {
        uint64_t a, b;
        memcpy(&a, src, 8);
        memcpy(&b, src + n - 8, 8);
        memcpy(dst, &a, 8);
        memcpy(dst + n - 8, &b, 8);
    } else if (n >= 4) {
        uint32_t a, b;
        memcpy(&a, src, 4);
        memcpy(&b, src + n - 4, 4);
        memcpy(dst, &a, 4);
        memcpy(dst + n - 4, &b, 4);
    } else if (n > 0) {
        char a = src[0], mid = src[n >> 1], b = src[n - 1];
        dst[0] = a;
        dst[n >> 1] = mid;
        dst[n - 1] = b;
    }
}

/* str.replace(old, new, count) where old and new have the same m >= 1 bytes: dst (n bytes) gets
 * src's bytes with the non-overlapping occurrences of old, left to right, from the one at byte
 * `at` (found by the caller), overwritten by new, count of them at most (all if count < 0).
 * One call for the whole str instead of a call to kiln_str_find per occurrence. */
void kiln_str_replace_same(char *dst, const char *src, int64_t n, const char *old, const char *new, int64_t m, int64_t at, int64_t count) {
    copy_bytes(dst, src, n);
#ifdef __SSE2__
    if (m >= 2 && m <= 16) {
        /* One scan for all the matches, as str_find scans for one: 16 candidate starts at a
         * time, those where old's first and last bytes match, the bytes between compared in
         * place. A candidate before the end of the previous match is skipped (matches do not
         * overlap, left to right, as the search restarted after each one found them), so no
         * search is set up again, nor a block loaded again, per match. */
        const unsigned char *h = (const unsigned char *)src, *nd = (const unsigned char *)old;
        int64_t last = n - m; /* candidate starts: at + m .. last */
        copy_bytes(dst + at, new, m);
        count--;
        int64_t i = at + m; /* the first start still allowed */
        if (last + 1 >= 16) {
            const __m128i f = _mm_set1_epi8((char)nd[0]), l = _mm_set1_epi8((char)nd[m - 1]);
            while (count != 0 && i <= last) {
                /* The last block overlaps the one before it: its starts below i are masked. */
                int64_t b = i + 16 <= last + 1 ? i : last + 1 - 16;
                __m128i x = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(h + b)), f);
                __m128i y = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(h + b + m - 1)), l);
                unsigned mask = (unsigned)_mm_movemask_epi8(_mm_and_si128(x, y)) & (0xFFFFu << (i - b));
                while (mask != 0 && count != 0) {
                    int64_t j = b + __builtin_ctz(mask);
                    mask &= mask - 1;
                    if (j < i)
                        continue;
                    int64_t k = 1;
                    while (k < m - 1 && h[j + k] == nd[k])
                        k++;
                    if (k >= m - 1) {
                        copy_bytes(dst + j, new, m);
                        count--;
                        i = j + m;
                    }
                }
                if (i < b + 16)
                    i = b + 16;
            }
            return;
        }
        for (; count != 0 && i <= last; i++) {
            if (h[i] == nd[0] && h[i + m - 1] == nd[m - 1]) {
                int64_t k = 1;
                while (k < m - 1 && h[i + k] == nd[k])
                    k++;
                if (k >= m - 1) {
                    copy_bytes(dst + i, new, m);
                    count--;
                    i += m - 1;
                }
            }
        }
        return;
    }
#endif
    while (count != 0) {
        copy_bytes(dst + at, new, m);
        count--;
        at += m;
        int64_t k = str_find(src + at, n - at, old, m);
        if (k < 0)
            break;
        at += k;
    }
}

int64_t kiln_str_rfind(const char *hay, int64_t hn, const char *needle, int64_t nn) {
    for (int64_t i = hn - nn; i >= 0; i--) {
        if (hay[i] == needle[0] && memcmp(hay + i, needle, (size_t)nn) == 0) {
            return i;
        }
    }
    return nn == 0 ? hn : -1;
}

static const kiln_uni_range *uni_range(uint32_t cp) {
    size_t lo = 0, hi = sizeof kiln_uni_ranges / sizeof kiln_uni_ranges[0];
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (kiln_uni_ranges[mid].start <= cp) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    return &kiln_uni_ranges[lo];
}

/* The KILN_UNI_* property flags of code point cp. */
int64_t kiln_uni_flags(int64_t cp) { return uni_range((uint32_t)cp)->flags; }

/* kiln_uni_decimal returns the value of cp as a decimal digit (Unicode's Numeric_Type=Decimal,
   the digits int() and float() take in any script), or -1. Unicode encodes decimal digits only in
   contiguous runs of ten, 0 to 9 ascending (a stability policy), and adjacent runs start where
   the one before ends, so the value is cp's distance from the first decimal digit of its
   stretch, modulo 10. */
int64_t kiln_uni_decimal(int64_t cp) {
    if (!(kiln_uni_flags(cp) & KILN_UNI_DECIMAL)) {
        return -1;
    }
    int64_t first = cp;
    while (first > 0 && (kiln_uni_flags(first - 1) & KILN_UNI_DECIMAL)) {
        first--;
    }
    return (cp - first) % 10;
}

/* Decodes the code point at p[*i] (valid UTF-8) and advances *i past it. */
static uint32_t utf8_next(const char *p, int64_t *i) {
    const uint8_t *s = (const uint8_t *)p + *i;
    if (s[0] < 0x80) {
        *i += 1;
        return s[0];
    }
    if (s[0] < 0xE0) {
        *i += 2;
        return (uint32_t)(s[0] & 0x1F) << 6 | (s[1] & 0x3F);
    }
    if (s[0] < 0xF0) {
        *i += 3;
        return (uint32_t)(s[0] & 0x0F) << 12 | (uint32_t)(s[1] & 0x3F) << 6 | (s[2] & 0x3F);
    }
    *i += 4;
    return (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3F) << 12 | (uint32_t)(s[2] & 0x3F) << 6 | (s[3] & 0x3F);
}

/* Decodes the code point that ends at p[*i - 1] and moves *i back to its start. */
static uint32_t utf8_prev(const char *p, int64_t *i) {
    int64_t j = *i - 1;
    while (j > 0 && ((uint8_t)p[j] & 0xC0) == 0x80) {
        j--;
    }
    *i = j;
    int64_t k = j;
    return utf8_next(p, &k);
}

static int64_t utf8_put(char *out, uint32_t cp) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | cp >> 6);
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | cp >> 12);
        out[1] = (char)(0x80 | (cp >> 6 & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | cp >> 18);
    out[1] = (char)(0x80 | (cp >> 12 & 0x3F));
    out[2] = (char)(0x80 | (cp >> 6 & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* kiln_utf8_encode writes code point cp's UTF-8 bytes at out and returns their number. */
int64_t kiln_utf8_encode(char *out, int64_t cp) { return utf8_put(out, (uint32_t)cp); }

/* kiln_utf8_decode returns the code point at byte offset i. */
int64_t kiln_utf8_decode(const char *p, int64_t i) { return utf8_next(p, &i); }

enum { MAP_UPPER, MAP_LOWER, MAP_TITLE, MAP_FOLD };

/* Writes the full case mapping `which` of cp (1 to 3 code points) to out; returns their number. */
static int map_full(uint32_t cp, int which, uint32_t out[3]) {
    const kiln_uni_range *r = uni_range(cp);
    if (r->flags & KILN_UNI_SPECIAL) {
        const uint32_t *m = kiln_uni_special[r->upper][which];
        int n = 0;
        while (n < 3 && m[n] != 0) {
            out[n] = m[n];
            n++;
        }
        return n;
    }
    const int32_t delta[4] = {r->upper, r->lower, r->title, r->fold};
    out[0] = (uint32_t)((int32_t)cp + delta[which]);
    return 1;
}

static int is_cased(uint32_t cp) {
    return (kiln_uni_flags(cp) & (KILN_UNI_UPPER | KILN_UNI_LOWER | KILN_UNI_TITLE)) != 0;
}

/* CPython's final sigma rule: a capital sigma lowers to final sigma when a cased letter precedes
   it and none follows (case-ignorable characters skipped both ways). */
static uint32_t lower_sigma(const char *p, int64_t n, int64_t at, int64_t after) {
    int64_t j = at;
    int cased_before = 0;
    while (j > 0) {
        uint32_t c = utf8_prev(p, &j);
        if (!(kiln_uni_flags(c) & KILN_UNI_CASE_IGNORABLE)) {
            cased_before = is_cased(c);
            break;
        }
    }
    int cased_after = 0;
    j = after;
    while (j < n) {
        uint32_t c = utf8_next(p, &j);
        if (!(kiln_uni_flags(c) & KILN_UNI_CASE_IGNORABLE)) {
            cased_after = is_cased(c);
            break;
        }
    }
    return cased_before && !cased_after ? 0x3C2 : 0x3C3;
}

/* Lowers the code point cp found at bytes [at, after) of p (CPython's lower_ucs4). */
static int lower_at(const char *p, int64_t n, int64_t at, int64_t after, uint32_t cp, uint32_t out[3]) {
    if (cp == 0x3A3) {
        out[0] = lower_sigma(p, n, at, after);
        return 1;
    }
    return map_full(cp, MAP_LOWER, out);
}

/* kiln_str_case maps the case of n bytes of UTF-8 as CPython's str methods do (mode: 0 upper,
   1 lower, 2 casefold, 3 title, 4 capitalize, 5 swapcase), stores the new bytes' address in
   *out and returns their number. */
int64_t kiln_str_case(const char *p, int64_t n, int64_t mode, char **out) {
    char *buf = kiln_alloc_atomic(n * 3 + 1); /* a code point's mapping takes at most 3 times its bytes */
    int64_t k = 0, i = 0;
    int prev_cased = 0, first = 1;
    while (i < n) {
        int64_t at = i;
        uint32_t cp = utf8_next(p, &i);
        uint32_t m[3];
        int count;
        switch (mode) {
        case 0:
            count = map_full(cp, MAP_UPPER, m);
            break;
        case 1:
            count = lower_at(p, n, at, i, cp, m);
            break;
        case 2:
            count = map_full(cp, MAP_FOLD, m);
            break;
        case 3:
            count = prev_cased ? lower_at(p, n, at, i, cp, m) : map_full(cp, MAP_TITLE, m);
            prev_cased = is_cased(cp);
            break;
        case 4:
            count = first ? map_full(cp, MAP_TITLE, m) : lower_at(p, n, at, i, cp, m);
            break;
        default: {
            int64_t f = kiln_uni_flags(cp);
            if (f & KILN_UNI_UPPER) {
                count = lower_at(p, n, at, i, cp, m);
            } else if (f & KILN_UNI_LOWER) {
                count = map_full(cp, MAP_UPPER, m);
            } else {
                m[0] = cp;
                count = 1;
            }
        }
        }
        first = 0;
        for (int j = 0; j < count; j++) {
            k += utf8_put(buf + k, m[j]);
        }
    }
    buf[k] = '\0';
    *out = buf;
    return k;
}

/* kiln_str_pred tests n bytes of UTF-8 as CPython's str.isX methods do (kind: 0 isalpha,
   1 isdecimal, 2 isdigit, 3 isnumeric, 4 isspace, 5 isalnum, 6 isupper, 7 islower,
   8 istitle, 9 isidentifier, 10 isprintable); returns 1 or 0. */
int64_t kiln_str_pred(const char *p, int64_t n, int64_t kind) {
    static const int64_t masks[] = {KILN_UNI_ALPHA, KILN_UNI_DECIMAL, KILN_UNI_DIGIT, KILN_UNI_NUMERIC, KILN_UNI_SPACE,
                                    KILN_UNI_ALPHA | KILN_UNI_DECIMAL | KILN_UNI_DIGIT | KILN_UNI_NUMERIC};
    int64_t i = 0;
    if (kind == 10) { /* the empty str is printable */
        while (i < n) {
            if (!(kiln_uni_flags(utf8_next(p, &i)) & KILN_UNI_PRINTABLE)) {
                return 0;
            }
        }
        return 1;
    }
    if (n == 0) {
        return 0;
    }
    if (kind <= 5) {
        while (i < n) {
            if (!(kiln_uni_flags(utf8_next(p, &i)) & masks[kind])) {
                return 0;
            }
        }
        return 1;
    }
    if (kind == 9) {
        if (!(kiln_uni_flags(utf8_next(p, &i)) & KILN_UNI_XID_START)) {
            return 0;
        }
        while (i < n) {
            if (!(kiln_uni_flags(utf8_next(p, &i)) & KILN_UNI_XID_CONTINUE)) {
                return 0;
            }
        }
        return 1;
    }
    int cased = 0, prev_cased = 0;
    while (i < n) {
        int64_t f = kiln_uni_flags(utf8_next(p, &i));
        int upper = (f & KILN_UNI_UPPER) != 0, lower = (f & KILN_UNI_LOWER) != 0, title = (f & KILN_UNI_TITLE) != 0;
        if (kind == 6 || kind == 7) {
            if ((kind == 6 && (lower || title)) || (kind == 7 && (upper || title))) {
                return 0;
            }
            cased |= kind == 6 ? upper : lower;
        } else if (upper || title) {
            if (prev_cased) {
                return 0;
            }
            prev_cased = cased = 1;
        } else if (lower) {
            if (!prev_cased) {
                return 0;
            }
        } else {
            prev_cased = 0;
        }
    }
    return cased;
}

/* ---- exceptions: raising, the personality routine, tracebacks ----
 * A Kiln exception is a BaseException object; raising wraps it in an Itanium ABI unwind header
 * and calls _Unwind_RaiseException. Landing pads are catch-alls (`catch ptr null`), which the
 * generated code follows with the class tests of the except clauses, or cleanups, which add
 * their frame to the traceback and resume. */

#include <unwind.h>

#define KILN_EXC_CLASS 0x4b494c4e50590000ULL /* "KILNPY\0\0" */

struct kiln_exception {
    struct _Unwind_Exception uw;
    void *obj;
};

/* kiln_handled is the exception an except clause (or a finally clause an exception entered)
 * of a frame below handles, for a bare raise in a function it calls: the generated code sets
 * it around the calls made in such a clause and restores it after them. */
void *kiln_handled;

void **kiln_handled_slot(void) { return &kiln_handled; }

/* kiln_exc_object returns the BaseException object of an unwind header a landing pad got. */
void *kiln_exc_object(void *uw) { return ((struct kiln_exception *)uw)->obj; }

_Noreturn void kiln_throw(void *obj) {
    struct kiln_exception *e = GC_MALLOC(sizeof *e);
    if (e == NULL)
        fatal("MemoryError", NULL);
    memset(e, 0, sizeof *e);
    e->uw.exception_class = KILN_EXC_CLASS;
    e->obj = obj;
    _Unwind_RaiseException(&e->uw);
    /* Only reached when no frame catches; main catches everything. */
    fatal("SystemError", "an exception escaped the program's main function");
}

static uintptr_t read_uleb(const uint8_t **p) {
    uintptr_t v = 0;
    unsigned shift = 0;
    uint8_t b;
    do {
        b = *(*p)++;
        v |= (uintptr_t)(b & 0x7f) << shift;
        shift += 7;
    } while (b & 0x80);
    return v;
}

static intptr_t read_sleb(const uint8_t **p) {
    uintptr_t v = 0;
    unsigned shift = 0;
    uint8_t b;
    do {
        b = *(*p)++;
        v |= (uintptr_t)(b & 0x7f) << shift;
        shift += 7;
    } while (b & 0x80);
    if (shift < 8 * sizeof v && (b & 0x40))
        v |= ~(uintptr_t)0 << shift;
    return (intptr_t)v;
}

/* read_encoded reads a DWARF EH pointer encoded as enc. */
static uintptr_t read_encoded(const uint8_t **p, uint8_t enc) {
    const uint8_t *start = *p;
    uintptr_t v = 0;
    if (enc == 0xff)
        return 0;
    switch (enc & 0x0f) {
    case 0x00: memcpy(&v, *p, sizeof v); *p += sizeof v; break;
    case 0x01: v = read_uleb(p); break;
    case 0x02: { uint16_t x; memcpy(&x, *p, 2); *p += 2; v = x; break; }
    case 0x03: { uint32_t x; memcpy(&x, *p, 4); *p += 4; v = x; break; }
    case 0x04: { uint64_t x; memcpy(&x, *p, 8); *p += 8; v = (uintptr_t)x; break; }
    case 0x09: v = (uintptr_t)read_sleb(p); break;
    case 0x0a: { int16_t x; memcpy(&x, *p, 2); *p += 2; v = (uintptr_t)(intptr_t)x; break; }
    case 0x0b: { int32_t x; memcpy(&x, *p, 4); *p += 4; v = (uintptr_t)(intptr_t)x; break; }
    case 0x0c: { int64_t x; memcpy(&x, *p, 8); *p += 8; v = (uintptr_t)x; break; }
    default: abort();
    }
    if (v != 0 && (enc & 0x70) == 0x10)
        v += (uintptr_t)start; /* pc-relative */
    if (v != 0 && (enc & 0x80))
        v = *(uintptr_t *)v; /* indirect */
    return v;
}

/* kiln_personality finds the call site of the frame's current instruction in the LSDA's
 * call-site table: a landing pad with an action is a catch-all (a handler, found in phase 1),
 * one without is a cleanup (run in phase 2). */
_Unwind_Reason_Code kiln_personality(int version, _Unwind_Action actions, uint64_t exc_class,
                                     struct _Unwind_Exception *uw, struct _Unwind_Context *ctx) {
    (void)exc_class;
    if (version != 1)
        return _URC_FATAL_PHASE1_ERROR;
    const uint8_t *p = _Unwind_GetLanguageSpecificData(ctx);
    if (p == NULL)
        return _URC_CONTINUE_UNWIND;
    int before = 0;
    uintptr_t ip = _Unwind_GetIPInfo(ctx, &before);
    if (!before)
        ip--;
    uintptr_t func = _Unwind_GetRegionStart(ctx);
    uint8_t lpenc = *p++;
    uintptr_t lpstart = func;
    if (lpenc != 0xff)
        lpstart = read_encoded(&p, lpenc);
    uint8_t ttenc = *p++;
    if (ttenc != 0xff)
        read_uleb(&p);
    uint8_t csenc = *p++;
    uintptr_t cslen = read_uleb(&p);
    const uint8_t *end = p + cslen;
    while (p < end) {
        uintptr_t start = read_encoded(&p, csenc);
        uintptr_t len = read_encoded(&p, csenc);
        uintptr_t lp = read_encoded(&p, csenc);
        uintptr_t action = read_uleb(&p);
        if (ip < func + start)
            break;
        if (ip >= func + start + len)
            continue;
        if (lp == 0)
            return _URC_CONTINUE_UNWIND;
        int catches = action != 0;
        if (actions & _UA_SEARCH_PHASE)
            return catches ? _URC_HANDLER_FOUND : _URC_CONTINUE_UNWIND;
        _Unwind_SetGR(ctx, __builtin_eh_return_data_regno(0), (uintptr_t)uw);
        _Unwind_SetGR(ctx, __builtin_eh_return_data_regno(1), catches ? 1 : 0);
        _Unwind_SetIP(ctx, lpstart + lp);
        return _URC_INSTALL_CONTEXT;
    }
    return _URC_CONTINUE_UNWIND;
}

/* A frame of a traceback: where a call or raise in user code was when an exception passed.
 * The generated code holds one constant per call site. */
struct kiln_frame {
    const char *file;
    const char *func;
    int64_t line;
    const char *text; /* the source line, stripped */
};

/* A traceback: the frames an exception passed, innermost first (the order the unwinding and
 * the direct raises of the generated code meet them in). The exception object holds it
 * (stdlib/exceptions.py): _tb, a heap array of every frame once there are more than
 * KILN_TB_INLINE, _tbn the number of frames, then the first KILN_TB_INLINE frames inline, so
 * raising an exception through a few frames allocates nothing for its traceback. Frames are
 * constants: the heap array holds no pointer the collector must follow. */
#define KILN_TB_INLINE 4

struct kiln_tb {
    const struct kiln_frame **heap;
    int64_t n;
    const struct kiln_frame *inline_[KILN_TB_INLINE];
};

/* kiln_tb_add appends a frame to the traceback whose _tb field is at slot. */
void kiln_tb_add(void **slot, const void *frame) {
    struct kiln_tb *t = (struct kiln_tb *)slot;
    int64_t n = t->n;
    if (n < KILN_TB_INLINE) {
        t->inline_[n] = frame;
        t->n = n + 1;
        return;
    }
    if ((n & (n - 1)) == 0) { /* full at a power of two (4, 8, ...): grow */
        const struct kiln_frame **h = GC_MALLOC_ATOMIC(2 * (size_t)n * sizeof *h);
        if (h == NULL)
            return;
        memcpy(h, n == KILN_TB_INLINE ? t->inline_ : t->heap, (size_t)n * sizeof *h);
        t->heap = h;
    }
    t->heap[n] = frame;
    t->n = n + 1;
}

/* kiln_tb_repeat appends a frame n times: the calls a loop replaced (passes/tailacc.go). */
void kiln_tb_repeat(void **slot, const void *frame, int64_t n) {
    for (int64_t i = 0; i < n; i++)
        kiln_tb_add(slot, frame);
}

/* kiln_tb_print writes CPython's traceback header and frames, outermost first, to stderr
 * (nothing for an exception never raised, as CPython prints a cause that was only made).
 * slot is the _tb field of the exception. */
void kiln_tb_print(void **slot) {
    struct kiln_tb *t = (struct kiln_tb *)slot;
    kiln_flush();
    if (t->n == 0)
        return; /* never raised: a cause made for `raise X from Y(...)` */
    write_str(2, "Traceback (most recent call last):\n");
    const struct kiln_frame *last = NULL;
    int64_t repeats = 0;
    for (int64_t i = t->n - 1; i >= -1; i--) {
        const struct kiln_frame *f = NULL;
        if (i >= 0)
            f = t->n > KILN_TB_INLINE ? t->heap[i] : t->inline_[i];
        /* CPython shows a frame repeated more than three times in a row (recursion) three
         * times, then how many more there were. */
        if (f != NULL && last != NULL && f->line == last->line && strcmp(f->file, last->file) == 0 && strcmp(f->func, last->func) == 0) {
            if (++repeats >= 3)
                continue;
        } else {
            if (repeats >= 3) {
                char buf[80];
                int64_t more = repeats - 2;
                snprintf(buf, sizeof buf, "  [Previous line repeated %lld more time%s]\n", (long long)more, more > 1 ? "s" : "");
                write_str(2, buf);
            }
            repeats = 0;
        }
        last = f;
        if (f == NULL)
            break;
        char buf[64];
        write_str(2, "  File \"");
        write_str(2, f->file);
        snprintf(buf, sizeof buf, "\", line %lld, in ", (long long)f->line);
        write_str(2, buf);
        write_str(2, f->func);
        write_str(2, "\n");
        if (f->text[0] != '\0') {
            write_str(2, "    ");
            write_str(2, f->text);
            write_str(2, "\n");
        }
    }
}

/* kiln_write_err writes n bytes to stderr, after the buffered stdout. */
void kiln_write_err(const char *p, int64_t n) {
    kiln_flush();
    if (n > 0)
        write_all(2, p, (size_t)n);
}

_Noreturn void kiln_exit(int64_t code) {
    kiln_flush();
    exit((int)code);
}

/* ---- the sys module ---- */

/* sys.argv, built by the stdlib on first use; static data is a root of the collector. */
static void *g_sys_argv;

void *kiln_sys_argv(void) { return g_sys_argv; }
void kiln_set_sys_argv(void *list) { g_sys_argv = list; }

/* ---- the random module ---- */

/* The hidden random.Random behind random.random() and the other module functions, made by
   the stdlib on first use (a root of the collector, as g_sys_argv). */
static void *g_random_inst;

void *kiln_random_inst(void) { return g_random_inst; }
void kiln_set_random_inst(void *r) { g_random_inst = r; }

/* sys.stderr.write: unbuffered, as CPython's stderr is in effect. (sys.exit is kiln_exit.) */
void kiln_write_stderr(const char *p, int64_t n) { write_all(2, p, (size_t)n); }

/* float(s) after stdlib/numbers.py checked the syntax: the NUL-terminated decimal text at s. */
double kiln_strtod(const char *s) { return strtod(s, NULL); }

/* input(): the next line of stdin without its newline (or \r\n), in GC memory with a NUL
 * after it, or NULL at the end of the input; kiln_readline_len gives its length in bytes. */
static int64_t g_line_len;

char *kiln_readline(void) {
    size_t cap = 128, n = 0;
    char *buf = kiln_alloc_atomic((int64_t)cap);
    int c;
    while ((c = getchar()) != EOF && c != '\n') {
        if (n + 2 > cap) {
            char *grown = kiln_alloc_atomic((int64_t)(cap * 2));
            memcpy(grown, buf, n);
            buf = grown;
            cap *= 2;
        }
        buf[n++] = (char)c;
    }
    if (c == EOF && n == 0) {
        return NULL;
    }
    if (c == '\n' && n > 0 && buf[n - 1] == '\r') {
        n--; /* CPython's text mode reads \r\n as a newline */
    }
    buf[n] = '\0';
    g_line_len = (int64_t)n;
    return buf;
}

int64_t kiln_readline_len(void) { return g_line_len; }

/* round(x, nd) for a float, as CPython's double_round: the decimal value of x correctly rounded
 * (half to even, on x's exact binary value) to nd digits after the point, read back. glibc's
 * printf rounds exactly so; a negative nd rounds to a multiple of 10**-nd through the
 * significant digits %e keeps. */
double kiln_float_round(double x, int64_t nd) {
    char buf[400];
    if (!isfinite(x) || x == 0.0 || nd > 323) {
        return x;
    }
    if (nd < -308) {
        return 0.0 * x;
    }
    if (nd >= 0) {
        snprintf(buf, sizeof buf, "%.*f", (int)nd, x);
        return strtod(buf, NULL);
    }
    snprintf(buf, sizeof buf, "%.17e", x);
    int e = atoi(strchr(buf, 'e') + 1); /* the decimal exponent of x's leading digit */
    int k = (int)-nd;
    int p = e - k; /* digits to keep after the leading one */
    if (p >= 0) {
        snprintf(buf, sizeof buf, "%.*e", p, x);
        return strtod(buf, NULL);
    }
    double unit = 1.0;
    for (int i = 0; i < k; i++) {
        unit *= 10.0;
    }
    double a = fabs(x);
    double r = (p == -1 && a > unit / 2) ? unit : 0.0; /* a tie rounds to 0, the even one */
    return copysign(r, x);
}

/* ---- files and the os module: thin wrappers over the C library; the logic (modes, errors,
 * decoding, lines) is in stdlib/file.py and stdlib/lib/os.py. Failures return -errno. ---- */

/* open(2), refusing a directory as CPython's open() does (IsADirectoryError); the FILE* of
 * the descriptor, buffered by stdio and flushed at close or at exit, is kiln_fdopen's. */
int64_t kiln_open(const char *path, int64_t flags, int64_t mode) {
    int fd = open(path, (int)flags | O_CLOEXEC, (mode_t)mode);
    if (fd < 0)
        return -errno;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        return -EISDIR;
    }
    return fd;
}

void *kiln_fdopen(int64_t fd, const char *mode) { return fdopen((int)fd, mode); }

/* kiln_stdin is C's stdin: sys.stdin reads through it, as input() does (getchar), so the two
 * share one buffer. */
void *kiln_stdin(void) { return stdin; }

int64_t kiln_fread(void *f, char *buf, int64_t n) { return (int64_t)fread(buf, 1, (size_t)n, f); }

int64_t kiln_fwrite(void *f, const char *p, int64_t n) {
    if (n > 0 && fwrite(p, 1, (size_t)n, f) != (size_t)n)
        return -errno;
    return n;
}

int64_t kiln_fflush(void *f) { return fflush(f) == 0 ? 0 : -errno; }
int64_t kiln_fclose(void *f) { return fclose(f) == 0 ? 0 : -errno; }
/* Between a read and a write on one FILE (mode r+), C requires a positioning call. */
void kiln_fseek_cur(void *f) { fseek(f, 0, SEEK_CUR); }

/* The next line of f with its newline, copied to GC memory at *out; -1 at the end. */
int64_t kiln_fgetline(void *f, char **out) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, f);
    if (n < 0) {
        free(line);
        return -1;
    }
    char *p = kiln_alloc_atomic((int64_t)n + 1);
    memcpy(p, line, (size_t)n + 1);
    free(line);
    *out = p;
    return (int64_t)n;
}

const char *kiln_strerror(int64_t e) { return strerror((int)e); }

extern char **environ;
char **kiln_environ(void) { return environ; }

int64_t kiln_getpid(void) { return (int64_t)getpid(); }

char *kiln_getcwd(void) {
    char *buf = getcwd(NULL, 0);
    if (buf == NULL)
        return NULL;
    size_t n = strlen(buf);
    char *p = kiln_alloc_atomic((int64_t)n + 1);
    memcpy(p, buf, n + 1);
    free(buf);
    return p;
}

int64_t kiln_chdir(const char *p) { return chdir(p) == 0 ? 0 : -errno; }
int64_t kiln_mkdir(const char *p, int64_t mode) { return mkdir(p, (mode_t)mode) == 0 ? 0 : -errno; }
int64_t kiln_rmdir(const char *p) { return rmdir(p) == 0 ? 0 : -errno; }
int64_t kiln_unlink(const char *p) { return unlink(p) == 0 ? 0 : -errno; }
int64_t kiln_rename(const char *a, const char *b) { return rename(a, b) == 0 ? 0 : -errno; }

/* stat(2): out[0] the mode, out[1] the size. */
int64_t kiln_stat(const char *p, int64_t *out) {
    struct stat st;
    if (stat(p, &st) != 0)
        return -errno;
    out[0] = (int64_t)st.st_mode;
    out[1] = (int64_t)st.st_size;
    return 0;
}

/* A directory's entries: kiln_opendir (NULL with errno set on failure), then kiln_readdir
 * until NULL (. and .. skipped by the stdlib), then kiln_closedir. */
void *kiln_opendir(const char *p) { return opendir(p); }
const char *kiln_readdir(void *d) {
    struct dirent *e = readdir(d);
    return e == NULL ? NULL : e->d_name;
}
void kiln_closedir(void *d) { closedir(d); }
int64_t kiln_errno(void) { return errno; }

/* os.environ, built by the stdlib on first use (a root of the collector, as sys.argv). */
static void *g_os_environ;
void **kiln_environ_slot(void) { return &g_os_environ; }

/* seek() and tell(): the new position, or -errno. */
int64_t kiln_fseek(void *f, int64_t off, int64_t whence) {
    if (fseeko(f, (off_t)off, (int)whence) != 0)
        return -errno;
    return (int64_t)ftello(f);
}
