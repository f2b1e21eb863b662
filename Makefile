# Kiln: `make run` sets up, builds and runs an example; `make test` sets up, builds and tests.
GO ?= go
KILN := bin/kiln

.PHONY: all setup build run test bench fmt vet clean

all: build

setup:
	@bash scripts/setup.sh

build:
	$(GO) build -o $(KILN) ./cmd/kiln

run: setup build
	$(KILN) run examples/fib.py

test: setup build
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 40m ./...

bench: setup build
	$(GO) run ./bench/harness
	$(GO) run ./bench/passes
	$(GO) run ./bench/parse
	$(GO) run ./bench/compile

fmt:
	gofmt -w $$(git ls-files '*.go')

clean:
	rm -rf bin bench/out
