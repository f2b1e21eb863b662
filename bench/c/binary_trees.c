/* binary_trees.c: C reference for bench/programs/binary_trees.py, with malloc and free as in the
   Benchmarks Game's plain C versions. */
#include <stdio.h>
#include <stdlib.h>

#define MAX_DEPTH 14
#define MIN_DEPTH 4

typedef struct Node {
    struct Node *left, *right;
} Node;

static Node *make_tree(int depth) {
    Node *n = malloc(sizeof(Node));
    if (depth == 0) {
        n->left = n->right = NULL;
    } else {
        n->left = make_tree(depth - 1);
        n->right = make_tree(depth - 1);
    }
    return n;
}

static long check(const Node *n) {
    if (n->left == NULL || n->right == NULL)
        return 1;
    return 1 + check(n->left) + check(n->right);
}

static void free_tree(Node *n) {
    if (n->left != NULL)
        free_tree(n->left);
    if (n->right != NULL)
        free_tree(n->right);
    free(n);
}

int main(int argc, char **argv) {
    int max_depth = argc > 1 ? atoi(argv[1]) : MAX_DEPTH;
    if (MIN_DEPTH + 2 > max_depth)
        max_depth = MIN_DEPTH + 2;
    int stretch = max_depth + 1;
    Node *t = make_tree(stretch);
    printf("stretch tree of depth %d\t check: %ld\n", stretch, check(t));
    free_tree(t);
    Node *long_lived = make_tree(max_depth);
    for (int depth = MIN_DEPTH; depth <= max_depth; depth += 2) {
        long iterations = 1L << (max_depth - depth + MIN_DEPTH);
        long total = 0;
        for (long i = 0; i < iterations; i++) {
            t = make_tree(depth);
            total += check(t);
            free_tree(t);
        }
        printf("%ld\t trees of depth %d\t check: %ld\n", iterations, depth, total);
    }
    printf("long lived tree of depth %d\t check: %ld\n", max_depth, check(long_lived));
    return 0;
}
