/* spectral_norm.c: C reference for bench/programs/spectral_norm.py. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 350

static double eval_a(long i, long j) { return 1.0 / (double)((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_av(int n, const double *v, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++)
            s += eval_a(i, j) * v[j];
        out[i] = s;
    }
}

static void mul_atv(int n, const double *v, double *out) {
    for (int i = 0; i < n; i++) {
        double s = 0.0;
        for (int j = 0; j < n; j++)
            s += eval_a(j, i) * v[j];
        out[i] = s;
    }
}

static void mul_atav(int n, const double *v, double *out, double *tmp) {
    mul_av(n, v, tmp);
    mul_atv(n, tmp, out);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : N;
    double *u = malloc(n * sizeof(double)), *v = malloc(n * sizeof(double)), *tmp = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) {
        u[i] = 1.0;
        v[i] = 0.0;
        tmp[i] = 0.0;
    }
    for (int k = 0; k < 10; k++) {
        mul_atav(n, u, v, tmp);
        mul_atav(n, v, u, tmp);
    }
    double vbv = 0.0, vv = 0.0;
    for (int i = 0; i < n; i++) {
        vbv += u[i] * v[i];
        vv += v[i] * v[i];
    }
    printf("%lld\n", (long long)(pow(vbv / vv, 0.5) * 1e9));
    free(u);
    free(v);
    free(tmp);
    return 0;
}
