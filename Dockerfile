# bacctk in a container: a static binary, carrying the features, vectors and
# clause catalog it certifies against, run as a non-root user.
#
#   docker build --build-arg BACCTK_REVISION=$(git describe --always --dirty) -t bacctk .
#   docker run --rm bacctk version
#   docker run --rm bacctk certify --games mbs-tiger-v2          # the reference
#
# A vendor's engine needs its own runtime (Python, a JVM, ...): copy the
# binary into the engine's image instead (docs/ci.md):
#
#   COPY --from=bacctk /usr/local/bin/bacctk /usr/local/bin/bacctk

FROM golang:1.24-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# The kit's revision, which every report names: the build context has no
# .git, so it is given (docker build --build-arg BACCTK_REVISION=$(git
# describe --always --dirty) .); without it reports say "devel".
ARG BACCTK_REVISION=
# CGO off: a static binary that runs on any Linux, distroless included.
RUN CGO_ENABLED=0 go build -trimpath -buildvcs=false -ldflags="-s -w -X github.com/bacctk/bacctk/certify.revision=${BACCTK_REVISION}" -o /out/bacctk ./cmd/bacctk \
 && /out/bacctk version

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/bacctk /usr/local/bin/bacctk
USER nonroot:nonroot
WORKDIR /work
ENTRYPOINT ["/usr/local/bin/bacctk"]
CMD ["help"]
