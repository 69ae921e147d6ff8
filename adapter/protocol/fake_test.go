package protocol

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/bacctk/bacctk/adapter"
	"github.com/bacctk/bacctk/adapter/refengine"
)

// fakeEnv switches the test binary into a fake engine (see TestMain).
const fakeEnv = "BACCTK_PROTOCOL_TEST_ENGINE"

// fakeArgv returns the command and environment of a fake engine in mode.
func fakeArgv(mode string) ([]string, []string) {
	return []string{os.Args[0]}, []string{fakeEnv + "=" + mode}
}

// fakeEngine runs the test binary as an engine: the reference served by
// Serve, behind a proxy that misbehaves as mode says. A mode is NAME or
// NAME:N, where N counts the coup and coups requests after which the fault
// starts (default 0: at the first).
//
//	serve           Serve with the reference on stdin and stdout, as `bacctk engine`
//	reference       the reference behind the proxy, untouched
//	crash:N         exit with status 3, after a line on stderr
//	crash-at-start  exit with status 2 before reading anything
//	hang:N          stop answering (keep reading)
//	no-read         answer hello, then stop reading stdin
//	garbage:N       answer with a line that is not JSON
//	wrong-id:N      answer with the id plus one
//	no-id:N         answer without an id
//	both:N          answer with a result and an error
//	bad-code:N      answer with error code "oops"
//	version         say protocol 2 in hello
//	refuse-hello    answer hello with an "unsupported" error
//	stakes:N        say stakeOffers[N] as the hello's offered (hello_stakes_test.go)
//	schema:N        answer coup with playerTotal + 10 (decodes; breaks the schema)
//	undecodable:N   answer coup with "playerTotal": "seven"
//	nondet:N        change the first settlement's win on every other answer
//	dup-member:N    answer coup with playerTotal twice (the second one right)
//	case-member:N   answer coup with "Player" for "player"
//	case-id:N       answer coup with "Id" for "id"
//	missing-member:N answer coup without cutCard
//	bad-utf8:N      answer coup with a byte 0xff in the first card
//	huge:N          answer with a 2 MiB line
//	short-batch:N   drop the last reply of a coups result
//	spaced:N        answer coups with a space after every comma between members (the same meaning, other bytes)
//	unknown-ok      answer unknown methods with a result
//	grandchild      start a sleeping child that holds stdout, print its pid, then crash at the first coup
//	bye-exit-1      answer bye, then exit with status 1
//	bye-linger      answer bye, then keep running
//	bye-silent      exit 0 at bye without answering
//	stderr-flood    write 1 MiB to stderr first
//	slow:N          take 200ms over each answer
//	no-flush        answer, but never flush stdout (a Python engine without -u)
//	sleep           sleep for a minute (the grandchild)
//	reborn:PATH     crash at the first coup; started again (PATH, which the
//	                first start creates, exists), say another version in
//	                hello and answer as the reference
func fakeEngine(mode string) int {
	name, arg, _ := strings.Cut(mode, ":")
	after, _ := strconv.Atoi(arg)
	switch name {
	case "sleep":
		time.Sleep(time.Minute)
		return 0
	case "serve":
		// BACCTK_PROTOCOL_TEST_CPUPROFILE=PATH profiles the engine side of
		// the benchmarks, into PATH.PID (a benchmark starts several).
		if path := os.Getenv("BACCTK_PROTOCOL_TEST_CPUPROFILE"); path != "" {
			if f, err := os.Create(fmt.Sprintf("%s.%d", path, os.Getpid())); err == nil {
				pprof.StartCPUProfile(f)
				defer pprof.StopCPUProfile()
			}
		}
		TuneEngineGC() // as bacctk engine does
		if err := Serve(context.Background(), refengine.NewFast(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0 // the deferred StopCPUProfile runs: fakeEngine returns before os.Exit
	case "crash-at-start":
		fmt.Fprintln(os.Stderr, "fake: cannot find my licence file")
		return 2
	case "stderr-flood":
		line := strings.Repeat("x", 1023) + "\n"
		for i := 0; i < 1024; i++ {
			os.Stderr.WriteString(line)
		}
		fmt.Fprintln(os.Stderr, "fake: end of flood")
	}
	cwd, _ := os.Getwd()
	fmt.Fprintf(os.Stderr, "fake: pid %d mode %s cwd %s\n", os.Getpid(), mode, cwd)
	reborn := false
	if name == "reborn" {
		_, err := os.Stat(arg)
		reborn = err == nil
		if !reborn {
			os.WriteFile(arg, nil, 0o644)
		}
	}

	// The reference behind an in-process pipe: forward sends one request
	// line and returns its response line.
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go Serve(context.Background(), refengine.New(), inR, outW)
	ref := bufio.NewReader(outR)
	forward := func(line []byte) []byte {
		inW.Write(append(append([]byte(nil), line...), '\n'))
		resp, _ := ref.ReadBytes('\n')
		return resp
	}

	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	coups := 0
	for {
		line, err := in.ReadBytes('\n')
		if err != nil {
			return 0
		}
		// Every request the kit sends must keep to the schema: a fake
		// engine that finds one that does not stops with status 9.
		if err := ValidateMessage("request.json", line); err != nil {
			fmt.Fprintf(os.Stderr, "fake: the kit sent a request that breaks request.json: %v\n%s", err, line)
			return 9
		}
		var req Request
		json.Unmarshal(line, &req)
		resp := forward(trimEOL(line))
		faulty := false
		if req.Method == MethodCoup || req.Method == MethodCoups {
			coups++
			faulty = coups > after
		}
		switch {
		case req.Method == MethodHello && name == "version":
			resp = rewrite(resp, func(h *adapter.Hello) { h.Protocol = 2 })
		case req.Method == MethodHello && reborn:
			resp = rewrite(resp, func(h *adapter.Hello) { h.Version += "-patched" })
		case req.Method == MethodHello && name == "stakes":
			resp = bytes.Replace(resp, []byte(`"result":{`), []byte(`"result":{"offered":`+stakeOffers[after]+`,`), 1)
		case req.Method == MethodHello && name == "refuse-hello":
			resp = []byte(fmt.Sprintf(`{"id":%d,"error":{"code":"unsupported","message":"I speak protocol 0 only"}}`+"\n", req.ID))
		case req.Method == MethodHello && name == "no-read":
			return answerAndStop(out, resp, time.Minute, 0)
		case req.Method == ProbeMethod && name == "unknown-ok":
			resp = []byte(fmt.Sprintf(`{"id":%d,"result":{}}`+"\n", req.ID))
		case req.Method == MethodBye && name == "bye-exit-1":
			return answerAndStop(out, resp, 0, 1)
		case req.Method == MethodBye && name == "bye-linger":
			return answerAndStop(out, resp, time.Minute, 0)
		case req.Method == MethodBye && name == "bye-silent":
			return 0
		case !faulty:
		case name == "slow":
			time.Sleep(200 * time.Millisecond)
		case name == "crash", name == "reborn" && !reborn:
			out.Flush()
			fmt.Fprintln(os.Stderr, "fake: segmentation fault in deal()")
			return 3
		case name == "hang":
			out.Flush()
			io.Copy(io.Discard, in)
			return 0
		case name == "grandchild":
			cmd := exec.Command(os.Args[0])
			cmd.Env = append(os.Environ(), fakeEnv+"=sleep")
			cmd.Stdout = os.Stdout
			cmd.Start()
			fmt.Fprintf(os.Stderr, "fake: grandchild %d\n", cmd.Process.Pid)
			out.Flush()
			return 4
		case name == "garbage":
			resp = []byte("Traceback (most recent call last): oops\n")
		case name == "wrong-id":
			resp = []byte(strings.Replace(string(resp), fmt.Sprintf(`{"id":%d,`, req.ID), fmt.Sprintf(`{"id":%d,`, req.ID+1), 1))
		case name == "no-id":
			resp = []byte(strings.Replace(string(resp), fmt.Sprintf(`{"id":%d,`, req.ID), `{`, 1))
		case name == "both":
			resp = []byte(strings.Replace(string(resp), `"result":`, `"error":{"code":"internal","message":"x"},"result":`, 1))
		case name == "bad-code":
			resp = []byte(fmt.Sprintf(`{"id":%d,"error":{"code":"oops","message":"?"}}`+"\n", req.ID))
		case name == "schema":
			resp = rewrite(resp, func(r *adapter.CoupResult) { r.PlayerTotal += 10 })
		case name == "undecodable":
			resp = []byte(strings.Replace(string(resp), `"playerTotal":`, `"playerTotal":"seven","x":`, 1))
		case name == "nondet":
			if coups%2 == 0 {
				if req.Method == MethodCoups {
					resp = rewrite(resp, func(r *CoupsResult) {
						for _, rep := range r.Replies {
							if rep.Result != nil && len(rep.Result.Settlements) > 0 {
								rep.Result.Settlements[0].Win++
								return
							}
						}
					})
				} else {
					resp = rewrite(resp, func(r *adapter.CoupResult) {
						if len(r.Settlements) > 0 {
							r.Settlements[0].Win++
						}
					})
				}
			}
		case name == "dup-member":
			resp = []byte(strings.Replace(string(resp), `"playerTotal":`, `"playerTotal":0,"playerTotal":`, 1))
		case name == "case-member":
			resp = []byte(strings.Replace(string(resp), `"player":`, `"Player":`, 1))
		case name == "case-id":
			resp = []byte(strings.Replace(string(resp), `{"id":`, `{"Id":`, 1))
		case name == "missing-member":
			resp = regexp.MustCompile(`"cutCard":(true|false),`).ReplaceAll(resp, nil)
		case name == "bad-utf8":
			resp = []byte(strings.Replace(string(resp), `"player":["`, "\"player\":[\"\xff", 1))
		case name == "huge":
			resp = []byte(fmt.Sprintf(`{"id":%d,"result":{"padding":"%s"}}`+"\n", req.ID, strings.Repeat("A", 2<<20)))
		case name == "spaced" && req.Method == MethodCoups:
			resp = bytes.ReplaceAll(resp, []byte(`,"`), []byte(`, "`))
		case name == "short-batch" && req.Method == MethodCoups:
			resp = rewrite(resp, func(r *CoupsResult) { r.Replies = r.Replies[:len(r.Replies)-1] })
		}
		out.Write(resp)
		if in.Buffered() == 0 && name != "no-flush" {
			out.Flush()
		}
	}
}

// answerAndStop writes the fake's last answer, then lingers without
// reading (a client must not wait on it for ever) and exits with status.
func answerAndStop(out *bufio.Writer, resp []byte, linger time.Duration, status int) int {
	out.Write(resp)
	out.Flush()
	time.Sleep(linger)
	return status
}

// rewrite decodes a result line's result into T, changes it and encodes the
// line again.
func rewrite[T any](line []byte, change func(*T)) []byte {
	var r Response
	if err := json.Unmarshal(line, &r); err != nil || r.Result == nil {
		return line
	}
	var v T
	if err := json.Unmarshal(r.Result, &v); err != nil {
		return line
	}
	change(&v)
	raw, _ := json.Marshal(v)
	b, _ := json.Marshal(Response{ID: r.ID, Result: raw})
	return append(b, '\n')
}
