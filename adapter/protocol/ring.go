package protocol

import (
	"io"
	"sync"
)

// ring keeps the last bytes written to it: the tail of an engine's stderr,
// bounded however much the engine writes. It can tee to another writer.
type ring struct {
	mu    sync.Mutex
	buf   []byte // capacity is the bound
	start int    // index of the oldest byte when full
	full  bool
	total int64 // bytes ever written
	tee   io.Writer
}

func newRing(size int, tee io.Writer) *ring {
	if size < 1 {
		size = 1
	}
	return &ring{buf: make([]byte, 0, size), tee: tee}
}

// Write never fails: the engine must never block on its stderr because the
// kit's copy of it is full. A failing tee is dropped.
func (r *ring) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.total += int64(len(p))
	if r.tee != nil {
		if _, err := r.tee.Write(p); err != nil {
			r.tee = nil
		}
	}
	n := len(p)
	c := cap(r.buf)
	if n >= c {
		r.buf = append(r.buf[:0], p[n-c:]...)
		r.start, r.full = 0, true
		return n, nil
	}
	for len(p) > 0 {
		if !r.full {
			k := min(len(p), c-len(r.buf))
			r.buf = append(r.buf, p[:k]...)
			p = p[k:]
			if len(r.buf) == c {
				r.full, r.start = true, 0
			}
			continue
		}
		k := copy(r.buf[r.start:], p)
		p = p[k:]
		r.start = (r.start + k) % c
	}
	return n, nil
}

// String returns the bytes kept, oldest first, marking that earlier output
// was dropped.
func (r *ring) String() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.full {
		return string(r.buf)
	}
	out := make([]byte, 0, len(r.buf)+40)
	if r.total > int64(len(r.buf)) {
		out = append(out, "[... earlier output dropped]\n"...)
	}
	out = append(out, r.buf[r.start:]...)
	out = append(out, r.buf[:r.start]...)
	return string(out)
}
