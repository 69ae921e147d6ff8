package attest

import (
	"crypto/ed25519"
	"encoding/base64"
	"fmt"
	"strconv"
)

// PayloadType is the DSSE payload type of an in-toto statement.
const PayloadType = "application/vnd.in-toto+json"

// Envelope is a DSSE envelope: the payload in standard base64, its type,
// and signatures over PAE(type, payload).
type Envelope struct {
	Payload     string      `json:"payload"`
	PayloadType string      `json:"payloadType"`
	Signatures  []Signature `json:"signatures"`
}

// Signature is one signature of an envelope; KeyID is a hint of the key
// (KeyID), the signature standard base64.
type Signature struct {
	KeyID string `json:"keyid"`
	Sig   string `json:"sig"`
}

// PAE is DSSE's pre-authentication encoding, the bytes a signature
// covers: "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body, LEN the
// byte length in ASCII decimal. Binding the type into the signed bytes
// keeps a signature over one kind of payload from passing for another.
func PAE(payloadType string, payload []byte) []byte {
	b := []byte("DSSEv1 ")
	b = strconv.AppendInt(b, int64(len(payloadType)), 10)
	b = append(b, ' ')
	b = append(b, payloadType...)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(len(payload)), 10)
	b = append(b, ' ')
	return append(b, payload...)
}

// seal signs payload as an envelope of type payloadType.
func seal(key ed25519.PrivateKey, payloadType string, payload []byte) Envelope {
	sig := ed25519.Sign(key, PAE(payloadType, payload))
	pub, _ := key.Public().(ed25519.PublicKey) // an ed25519 key's public part is one
	return Envelope{Payload: base64.StdEncoding.EncodeToString(payload), PayloadType: payloadType,
		Signatures: []Signature{{KeyID: KeyID(pub), Sig: base64.StdEncoding.EncodeToString(sig)}}}
}

// open returns the payload of an envelope that one of its signatures
// signs with pub. A signature that does not verify is a *Refusal; an
// envelope that cannot be read another error.
func (e Envelope) open(pub ed25519.PublicKey) ([]byte, error) {
	if e.PayloadType != PayloadType {
		return nil, fmt.Errorf("payload type %q, want %q", e.PayloadType, PayloadType)
	}
	payload, err := base64.StdEncoding.DecodeString(e.Payload)
	if err != nil {
		return nil, fmt.Errorf("payload is not base64: %v", err)
	}
	if len(e.Signatures) == 0 {
		return nil, fmt.Errorf("the envelope holds no signature")
	}
	msg := PAE(e.PayloadType, payload)
	for _, s := range e.Signatures {
		sig, err := base64.StdEncoding.DecodeString(s.Sig)
		if err == nil && ed25519.Verify(pub, msg, sig) {
			return payload, nil
		}
	}
	return nil, refuse("no signature of the envelope verifies with key %s (it names %s)", KeyID(pub), e.Signatures[0].KeyID)
}
