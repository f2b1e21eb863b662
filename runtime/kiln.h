/* kiln.h: C ABI of the Kiln runtime that compiled programs link against. */
#ifndef KILN_H
#define KILN_H

#include <stdint.h>

void kiln_init(int argc, char **argv);
int kiln_finish(int code);
int kiln_argc(void);
char **kiln_argv(void);
void *kiln_sys_argv(void);
void kiln_set_sys_argv(void *list);
void kiln_exit(int64_t status);
void kiln_write_stderr(const char *p, int64_t n);

void *kiln_alloc(int64_t n);
void *kiln_alloc_atomic(int64_t n);

void kiln_write(const char *p, int64_t n);
void kiln_flush(void);

char *kiln_int_str(int64_t v);
char *kiln_float_repr(double v);

_Noreturn void kiln_raise(const char *type, const char *msg);

/* OverflowError for int arithmetic that leaves the 64-bit range (Kiln's int is 64-bit). */
_Noreturn void kiln_int_overflow(void);
/* UnboundLocalError / NameError for a variable read while unassigned (name: a C string). */
_Noreturn void kiln_unbound_local(const char *name);
_Noreturn void kiln_name_error(const char *name);
/* 1 if the byte strings are equal, else 0 (str.__eq__). */
int64_t kiln_str_cmp(const char *a, int64_t an, const char *b, int64_t bn);
int64_t kiln_str_eq(const char *a, int64_t an, const char *b, int64_t bn);

/* CPython's hash of a float (a NaN hashes to 0), and a hash of a UTF-8 byte string. */
int64_t kiln_float_hash(double v);
int64_t kiln_str_hash(const char *p, int64_t n);

#endif
