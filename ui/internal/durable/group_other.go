//go:build !unix

package durable

import "os"

// keepGroup: files have no Unix group here.
func keepGroup(*os.File, os.FileInfo) {}
