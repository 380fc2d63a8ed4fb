//go:build !unix

package ui

import "errors"

func mkfifo(string) error { return errors.New("no mkfifo") }
