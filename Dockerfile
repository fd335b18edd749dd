# syntax=docker/dockerfile:1
# bogglebot: a static binary (dictionary and fonts embedded) on a distroless,
# non-root base. Build: docker build -t bogglebot .
# The go build line below is also run outside Docker by
# cmd/bogglebot/docker_test.go, so it cannot rot.

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# The x86-64 level the compiler may assume (ignored on other architectures).
# v1, Go's default, runs on every x86-64 CPU, including VMs with QEMU's
# qemu64/kvm64 CPU models, which lack POPCNT and SSE4.2. A v2 build
# (docker build --build-arg GOAMD64=v2) scores boards no faster (the solver
# uses POPCNT behind a CPU check on v1 too) and refuses to start on those
# ("can only be run on AMD64 processors with v2 microarchitecture support").
# docs/speed.md has the figures. (A build ARG is in the RUN's environment.)
ARG GOAMD64=v1
# Build flags: --build-arg GOFLAGS=-tags=bogglebot_nogpl leaves every GPL and
# LGPL word list out of the image (docs/languages.md, "Licences").
ARG GOFLAGS=
RUN CGO_ENABLED=0 go build -trimpath -ldflags='-s -w' -o /out/bogglebot ./cmd/bogglebot
RUN mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/bogglebot /usr/local/bin/bogglebot
COPY --from=build --chown=65532:65532 /out/data /data
WORKDIR /data
VOLUME /data
# Defaults for a container. They are environment variables, which win over a
# --config file: to set these two in the file instead, pass them empty
# (docker run -e DATABASE_URL= -e BOGGLEBOT_HTTP_ADDR= ...).
ENV DATABASE_URL=/data/bogglebot.db \
    BOGGLEBOT_HTTP_ADDR=:8080
EXPOSE 8080
USER 65532:65532
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["/usr/local/bin/bogglebot", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/bogglebot"]
CMD ["serve"]
