package attest

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bacctk/bacctk/internal/docmap"
	"github.com/bacctk/bacctk/internal/integrity"
)

// TestPAE: the DSSE specification's encoding, lengths in bytes.
func TestPAE(t *testing.T) {
	if got := string(PAE("application/example", []byte("hello"))); got != "DSSEv1 19 application/example 5 hello" {
		t.Errorf("PAE = %q", got)
	}
	if got := string(PAE("é", nil)); got != "DSSEv1 2 é 0 " {
		t.Errorf("PAE counts bytes: %q", got)
	}
}

func newKey(t *testing.T) (privPEM, pubPEM []byte) {
	t.Helper()
	priv, pub, err := NewKey()
	if err != nil {
		t.Fatal(err)
	}
	return priv, pub
}

// report makes a JSON report with a digest whose engine command is argv.
func report(t *testing.T, verdict string, argv []string) []byte {
	t.Helper()
	doc := map[string]any{"format": "bacctk-certify-report/1", "kit": map[string]any{"version": "1.2.3", "contentHash": "sha256:ab"},
		"engine": map[string]any{"command": argv}, "summary": map[string]any{"result": verdict, "headline": strings.ToUpper(verdict)}}
	b, _ := json.Marshal(doc)
	d, err := integrity.Digest(b)
	if err != nil {
		t.Fatal(err)
	}
	doc["digest"] = d
	b, _ = json.MarshalIndent(doc, "", "  ")
	return b
}

// TestSignVerify: a signed report verifies with its public key; not with
// another key, not once the report or the envelope is changed; an edited
// report is not signed at all.
func TestSignVerify(t *testing.T) {
	privPEM, pubPEM := newKey(t)
	_, otherPEM := newKey(t)
	priv, err := ParsePrivateKey(privPEM)
	if err != nil {
		t.Fatal(err)
	}
	pub, err := ParsePublicKey(pubPEM)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := ParsePublicKey(otherPEM)
	engine := filepath.Join(t.TempDir(), "engine")
	if err := os.WriteFile(engine, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	rep := report(t, "pass", []string{engine, "--flag"})
	env, err := Sign(priv, "r.json", rep)
	if err != nil {
		t.Fatal(err)
	}
	envJSON, _ := json.Marshal(env)
	st, err := Verify(pub, envJSON, rep)
	if err != nil {
		t.Fatalf("Verify: %v", err)
	}
	sum := sha256.Sum256([]byte("#!/bin/sh\n"))
	if len(st.Subject) != 2 || st.Subject[0].Name != "r.json" || st.Subject[1].Name != engine || st.Subject[1].Digest["sha256"] != hex.EncodeToString(sum[:]) {
		t.Errorf("subjects %+v: want the report and the engine executable", st.Subject)
	}
	if st.Predicate.Verdict != "pass" || st.Predicate.KitVersion != "1.2.3" || st.Predicate.ContentHash != "sha256:ab" || !strings.HasPrefix(st.Predicate.ReportDigest, "sha256:") {
		t.Errorf("predicate %+v", st.Predicate)
	}
	if env.Signatures[0].KeyID != KeyID(pub) || env.PayloadType != PayloadType {
		t.Errorf("envelope %+v", env)
	}
	refused := func(what string, err error) {
		t.Helper()
		if err == nil || !Refused(err) {
			t.Errorf("%s: %v, want a refusal", what, err)
		}
	}
	_, err = Verify(other, envJSON, rep)
	refused("another key", err)
	edited := []byte(strings.Replace(string(rep), `"result": "pass"`, `"result": "fail"`, 1))
	_, err = Verify(pub, envJSON, edited)
	refused("edited report", err)
	// The payload changed to name the edited report: the signature no
	// longer covers it.
	var forged Envelope
	_ = json.Unmarshal(envJSON, &forged)
	payload, _ := base64.StdEncoding.DecodeString(forged.Payload)
	es := sha256.Sum256(edited)
	payload = []byte(strings.Replace(string(payload), st.Subject[0].Digest["sha256"], hex.EncodeToString(es[:]), 1))
	forged.Payload = base64.StdEncoding.EncodeToString(payload)
	forgedJSON, _ := json.Marshal(forged)
	_, err = Verify(pub, forgedJSON, edited)
	refused("forged payload", err)
	if _, err := Sign(priv, "r.json", edited); err == nil {
		t.Error("an edited report was signed")
	}
	// Input that is not an envelope is an error, not a refusal.
	for _, bad := range []string{`not json`, `{"payload":"!!","payloadType":"application/vnd.in-toto+json","signatures":[{"sig":"x"}]}`,
		`{"payload":"","payloadType":"text/plain","signatures":[]}`} {
		if _, err := Verify(pub, []byte(bad), rep); err == nil || Refused(err) {
			t.Errorf("Verify(%s) = %v, want an error of unreadable input", bad, err)
		}
	}
	// An engine in process has no executable to name.
	env2, err := Sign(priv, "r.json", report(t, "fail", nil))
	if err != nil {
		t.Fatal(err)
	}
	p2, _ := base64.StdEncoding.DecodeString(env2.Payload)
	if strings.Count(string(p2), `"name"`) != 1 {
		t.Errorf("in process: %s", p2)
	}
}

// TestKeys: keys read back; the wrong kind of PEM is refused.
func TestKeys(t *testing.T) {
	privPEM, pubPEM := newKey(t)
	if !strings.HasPrefix(string(privPEM), "-----BEGIN PRIVATE KEY-----") || !strings.HasPrefix(string(pubPEM), "-----BEGIN PUBLIC KEY-----") {
		t.Errorf("PEM: %s %s", privPEM, pubPEM)
	}
	if _, err := ParsePrivateKey(pubPEM); err == nil {
		t.Error("a public key read as a private one")
	}
	if _, err := ParsePublicKey(privPEM); err == nil {
		t.Error("a private key read as a public one")
	}
	if _, err := ParsePublicKey([]byte("junk")); err == nil {
		t.Error("junk read as a key")
	}
}

// TestDocMapListsEveryFile: doc.go's map of the files names every file.
func TestDocMapListsEveryFile(t *testing.T) { docmap.Require(t, ".") }
