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
void *kiln_random_inst(void);
void kiln_set_random_inst(void *r);
void kiln_write_stderr(const char *p, int64_t n);

void *kiln_alloc(int64_t n);
void *kiln_alloc_inst(int64_t n);
void *kiln_alloc_atomic(int64_t n);
void *kiln_alloc_atomic_zeroed(int64_t n);
/* n bytes for a str's data and a NUL after them (small ones share chunks). */
char *kiln_str_alloc(int64_t n);
char *kiln_str_add(const char *a, int64_t n, const char *b, int64_t m);

void kiln_write(const char *p, int64_t n);
void kiln_flush(void);

char *kiln_int_str(int64_t v);
char *kiln_float_repr(double v);
/* CPython's PyOS_double_to_string for format(): code in "eEfFgGr", flags 1 #, 2 add .0, 4 z. */
char *kiln_float_format(double v, int64_t code, int64_t prec, int64_t flags);

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
double kiln_pow(double x, double y);
int64_t kiln_str_hash(const char *p, int64_t n);

/* str support (UTF-8 storage, code-point semantics): see kiln.c. */
int64_t kiln_utf8_is_ascii(const char *p, int64_t n);
int64_t kiln_utf8_count(const char *p, int64_t n);
int64_t kiln_utf8_offset(const char *p, int64_t n, int64_t k);
int64_t kiln_utf8_encode(char *out, int64_t cp);
int64_t kiln_utf8_decode(const char *p, int64_t i);
const char *kiln_ascii_chars(void);
int64_t kiln_str_find(const char *hay, int64_t hn, const char *needle, int64_t nn);
void kiln_str_replace_same(char *dst, const char *src, int64_t n, const char *old, const char *new, int64_t m, int64_t at, int64_t count);
int64_t kiln_str_rfind(const char *hay, int64_t hn, const char *needle, int64_t nn);
int64_t kiln_uni_flags(int64_t cp);
/* str.split by a byte and by ASCII whitespace: the number of pieces, then the pieces written
 * into an array of that many strs ({word, data}). */
int64_t kiln_split_byte_count(const char *p, int64_t n, int64_t sep);
void kiln_split_byte(const char *p, int64_t n, int64_t sep, int64_t ascii, void *out);
void kiln_split_byte_list(const char *p, int64_t n, int64_t sep, int64_t ascii, void *list);
int64_t kiln_split_ascii_ws_count(const char *p, int64_t n);
int64_t kiln_split_ascii_ws_count_map(const char *p, int64_t n, int64_t a, int64_t a_ws);
void kiln_split_ascii_ws(const char *p, int64_t n, void *out);
int64_t kiln_str_case(const char *p, int64_t n, int64_t mode, char **out);
int64_t kiln_str_pred(const char *p, int64_t n, int64_t kind);
int64_t kiln_uni_decimal(int64_t cp);
/* Exceptions: raise a BaseException object, the personality routine of generated code, the
 * object of a caught unwind header, and tracebacks (the frames user code records). */
_Noreturn void kiln_throw(void *obj);
void *kiln_exc_object(void *uw);
void kiln_tb_add(void **slot, const void *frame);
void kiln_tb_repeat(void **slot, const void *frame, int64_t n);
void kiln_tb_print(void **slot);
extern void *kiln_handled;
void **kiln_handled_slot(void);
void kiln_write_err(const char *p, int64_t n);
_Noreturn void kiln_exit(int64_t code);

double kiln_strtod(const char *s);
double kiln_float_round(double x, int64_t nd);
char *kiln_readline(void);
int64_t kiln_readline_len(void);

/* Files and the os module (thin wrappers: -errno on failure). */
int64_t kiln_open(const char *path, int64_t flags, int64_t mode);
void *kiln_fdopen(int64_t fd, const char *mode);
void *kiln_stdin(void);
int64_t kiln_fread(void *f, char *buf, int64_t n);
int64_t kiln_fwrite(void *f, const char *p, int64_t n);
int64_t kiln_fflush(void *f);
int64_t kiln_fclose(void *f);
void kiln_fseek_cur(void *f);
int64_t kiln_fgetline(void *f, char **out);
const char *kiln_strerror(int64_t e);
char **kiln_environ(void);
int64_t kiln_getpid(void);
char *kiln_getcwd(void);
int64_t kiln_chdir(const char *p);
int64_t kiln_mkdir(const char *p, int64_t mode);
int64_t kiln_rmdir(const char *p);
int64_t kiln_unlink(const char *p);
int64_t kiln_rename(const char *a, const char *b);
int64_t kiln_stat(const char *p, int64_t *out);
void *kiln_opendir(const char *p);
const char *kiln_readdir(void *d);
void kiln_closedir(void *d);
int64_t kiln_errno(void);
void **kiln_environ_slot(void);
int64_t kiln_fseek(void *f, int64_t off, int64_t whence);

#endif
