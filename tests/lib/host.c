/* Calls the @export functions of mylib.py through the shared library Kiln built from it.
   expect.py prints the same lines from CPython. Every line is flushed at once, so that it
   interleaves with what the library prints. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

int64_t add(int64_t, int64_t);
int64_t fib(int64_t);
double hyp(double, double);
bool is_even(int64_t);
double scale(double, int64_t, bool);
void shout(int64_t);
int64_t divide(int64_t, int64_t);

int main(void) {
    printf("add %lld %lld\n", (long long)add(40, 2), (long long)add(-7, 3));
    fflush(stdout);
    printf("fib %lld\n", (long long)fib(20));
    fflush(stdout);
    printf("hyp %.17g\n", hyp(3.0, 4.5));
    fflush(stdout);
    printf("is_even %d %d\n", is_even(10), is_even(7));
    fflush(stdout);
    printf("scale %.17g %.17g\n", scale(1.5, 3, false), scale(0.1, 7, true));
    fflush(stdout);
    shout(4);
    printf("divide %lld\n", (long long)divide(7, -2));
    fflush(stdout);
    printf("divide %lld\n", (long long)divide(1, 0)); /* raises: traceback, exit status 1 */
    fflush(stdout);
    return 0;
}
