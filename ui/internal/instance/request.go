package instance

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// encode returns req as the one line a later start sends.
func encode(req Request) ([]byte, error) {
	if len(req.Open) > maxPath {
		return nil, fmt.Errorf("the path is longer than %d bytes", maxPath)
	}
	line, err := json.Marshal(req)
	return append(line, '\n'), err
}

// decode reads one request line from r, of at most MaxRequest bytes, and
// checks what it asks: a path to open must be absolute and no longer
// than a path can be.
func decode(r io.Reader) (Request, error) {
	line, err := bufio.NewReader(io.LimitReader(r, MaxRequest)).ReadString('\n')
	if errors.Is(err, io.EOF) && len(line) == MaxRequest {
		return Request{}, fmt.Errorf("the request is longer than %d bytes", MaxRequest)
	}
	if err != nil {
		return Request{}, err
	}
	var req Request
	if err := json.Unmarshal([]byte(line), &req); err != nil {
		return Request{}, errors.New("the request is not one")
	}
	switch {
	case len(req.Open) > maxPath:
		return Request{}, fmt.Errorf("the path is longer than %d bytes", maxPath)
	case req.Open != "" && (!filepath.IsAbs(req.Open) || strings.ContainsRune(req.Open, 0)):
		return Request{}, errors.New("the path is not an absolute path")
	}
	return req, nil
}
