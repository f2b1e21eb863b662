// kiln.c: the Kiln runtime (GC allocation, buffered stdout, number formatting, errors, crash handling).

// The constraint below keeps the go tool from treating this file as cgo source;
// runtime.go embeds it and the driver compiles it with clang.

//go:build ignore

#define _GNU_SOURCE
#include "kiln.h"

#include <errno.h>
#include <gc.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

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

_Noreturn void kiln_raise(const char *type, const char *msg) {
    kiln_flush();
    write_str(2, type);
    if (msg != NULL && msg[0] != '\0') {
        write_str(2, ": ");
        write_str(2, msg);
    }
    write_str(2, "\n");
    exit(1);
}

/* ---- allocation ---- */

void *kiln_alloc(int64_t n) {
    if (n < 0)
        kiln_raise("MemoryError", NULL);
    void *p = GC_MALLOC((size_t)n);
    if (p == NULL)
        kiln_raise("MemoryError", NULL);
    return p;
}

void *kiln_alloc_atomic(int64_t n) {
    if (n < 0)
        kiln_raise("MemoryError", NULL);
    void *p = GC_MALLOC_ATOMIC((size_t)n);
    if (p == NULL)
        kiln_raise("MemoryError", NULL);
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

void kiln_init(int argc, char **argv) {
    GC_INIT();
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

/* ---- hashing (dict and set) ---- */

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
    double m = frexp(v, &e);
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
   program can depend on its values). Never -1, as CPython's hashes. */
int64_t kiln_str_hash(const char *p, int64_t n) {
    const uint64_t k = 0x9E3779B97F4A7C15ull;
    uint64_t h = (uint64_t)n * k ^ 0x2545F4914F6CDD1Dull;
    int64_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    if (i < n) {
        uint64_t w = 0;
        memcpy(&w, p + i, (size_t)(n - i));
        h = (h ^ w) * k;
        h ^= h >> 29;
    }
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 32;
    if (h == (uint64_t)-1) {
        h = (uint64_t)-2;
    }
    return (int64_t)h;
}

/* ---- the sys module ---- */

/* sys.argv, built by the stdlib on first use; static data is a root of the collector. */
static void *g_sys_argv;

void *kiln_sys_argv(void) { return g_sys_argv; }
void kiln_set_sys_argv(void *list) { g_sys_argv = list; }

/* sys.exit: flush what print buffered, then exit with the status. */
void kiln_exit(int64_t status) {
    kiln_flush();
    exit((int)status);
}

/* sys.stderr.write: unbuffered, as CPython's stderr is in effect. */
void kiln_write_stderr(const char *p, int64_t n) { write_all(2, p, (size_t)n); }
