package fuzz

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/testchild"
)

// fakeEngineEnv makes the test binary a fake engine (for
// FuzzProtocolClient): it answers hello, and answers each coup with the
// line carried in the request's game id ("fuzz:" and the line in base64),
// with "$ID" replaced by the request's id, so that the fuzzer writes what
// the engine says and the protocol client has to read it.
const fakeEngineEnv = "BACCTK_FUZZ_FAKE_ENGINE"

func TestMain(m *testing.M) { testchild.Main(m, fakeEngineEnv, fakeEngine) }

// fakeEngine serves until bye or the end of its input; mode is the
// variable's value, "1".
func fakeEngine(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 64<<20)
	out := bufio.NewWriter(os.Stdout)
	for in.Scan() {
		var req struct {
			ID     int64  `json:"id"`
			Method string `json:"method"`
			Params struct {
				Game string `json:"game"`
			} `json:"params"`
		}
		if err := json.Unmarshal(in.Bytes(), &req); err != nil {
			fmt.Fprintf(out, `{"id":null,"error":{"code":"invalid","message":"fake engine: %v"}}`+"\n", strings.ReplaceAll(err.Error(), `"`, `'`))
			out.Flush()
			continue
		}
		switch req.Method {
		case "hello":
			fmt.Fprintf(out, `{"id":%d,"result":{"name":"fake","version":"1","protocol":1,"games":["mbs-ncb-v6"],"capabilities":["coup"]}}`+"\n", req.ID)
		case "bye":
			fmt.Fprintf(out, `{"id":%d,"result":{}}`+"\n", req.ID)
			out.Flush()
			return 0
		default:
			line, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(req.Params.Game, "fuzz:"))
			if err != nil {
				fmt.Fprintf(out, `{"id":%d,"error":{"code":"invalid","message":"fake engine: no line"}}`+"\n", req.ID)
				break
			}
			out.Write([]byte(strings.ReplaceAll(string(line), "$ID", fmt.Sprint(req.ID))))
			out.WriteByte('\n')
		}
		out.Flush()
	}
	return 0
}
