package attest

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
)

// NewKey makes an Ed25519 key pair as PEM: the private key PKCS#8
// ("PRIVATE KEY"), the public key PKIX ("PUBLIC KEY"), the forms openssl
// and most signing tools read.
func NewKey() (private, public []byte, err error) {
	pub, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return nil, nil, err
	}
	pubDER, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return nil, nil, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pubDER}), nil
}

// ParsePrivateKey reads an Ed25519 private key from PKCS#8 PEM.
func ParsePrivateKey(data []byte) (ed25519.PrivateKey, error) {
	return parseKey[ed25519.PrivateKey](data, "PRIVATE KEY", "PKCS#8 private key", x509.ParsePKCS8PrivateKey)
}

// ParsePublicKey reads an Ed25519 public key from PKIX PEM.
func ParsePublicKey(data []byte) (ed25519.PublicKey, error) {
	return parseKey[ed25519.PublicKey](data, "PUBLIC KEY", "PKIX public key", x509.ParsePKIXPublicKey)
}

// parseKey reads the PEM block typ with parse and wants an Ed25519 key K
// in it; form names what parse reads, for the error.
func parseKey[K ed25519.PrivateKey | ed25519.PublicKey](data []byte, typ, form string, parse func([]byte) (any, error)) (K, error) {
	der, err := pemBlock(data, typ)
	if err != nil {
		return nil, err
	}
	k, err := parse(der)
	if err != nil {
		return nil, fmt.Errorf("not a %s: %v", form, err)
	}
	key, ok := k.(K)
	if !ok {
		return nil, fmt.Errorf("a %T, not an Ed25519 key", k)
	}
	return key, nil
}

func pemBlock(data []byte, typ string) ([]byte, error) {
	b, _ := pem.Decode(data)
	if b == nil {
		return nil, errors.New("no PEM block")
	}
	if b.Type != typ {
		return nil, fmt.Errorf("a PEM %q block, want %q", b.Type, typ)
	}
	return b.Bytes, nil
}

// KeyID names a public key: the hex SHA-256 of its PKIX encoding, as
// the envelope's keyid and the messages give it.
func KeyID(pub ed25519.PublicKey) string {
	der, err := x509.MarshalPKIXPublicKey(pub)
	if err != nil {
		return "unknown"
	}
	sum := sha256.Sum256(der)
	return hex.EncodeToString(sum[:])
}
