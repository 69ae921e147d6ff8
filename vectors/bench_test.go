package vectors_test

import (
	"context"
	"io/fs"
	"testing"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/protocol"
	"github.com/bacctk/bacctk/adapter/refengine"
	"github.com/bacctk/bacctk/independent"
	"github.com/bacctk/bacctk/vectors"
)

// Benchmarks of the vector tools, over all shipped files. Run with
//
//	go test -run '^$' -bench . -benchmem ./vectors/
//
// and compare the Verify figures with each other: the in-process reference
// is the baseline for the independent engine and the protocol path.

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		if _, err := vectors.Generate(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := vectors.Load(vectors.FS); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLint(b *testing.B) {
	data := map[string][]byte{}
	fs.WalkDir(vectors.FS, vectors.Dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			data[p], _ = fs.ReadFile(vectors.FS, p)
		}
		return err
	})
	for b.Loop() {
		for p, d := range data {
			if problems := vectors.Lint(p, d); len(problems) > 0 {
				b.Fatal(problems[0])
			}
		}
	}
}

func benchVerify(b *testing.B, eng adapter.Engine) {
	files := mustShipped(b)
	n := 0
	for _, f := range files {
		n += f.NumberOfTests
	}
	b.ResetTimer()
	for b.Loop() {
		rep := vectors.Verify(context.Background(), eng, files, vectors.VerifyOptions{})
		if !rep.OK() {
			b.Fatalf("%+v", rep.Counts)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/vector")
}

func BenchmarkVerifyReference(b *testing.B) { benchVerify(b, refengine.New()) }

func BenchmarkVerifyIndependent(b *testing.B) {
	eng, err := independent.New()
	if err != nil {
		b.Fatal(err)
	}
	benchVerify(b, eng)
}

func BenchmarkVerifyProtocol(b *testing.B) { benchVerify(b, startReference(b, protocol.Options{})) }
