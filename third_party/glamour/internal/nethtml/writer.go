// Copyright 2011 The Go Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package html

import "io"

// writer is from render.go, which this copy does not keep.
type writer interface {
	io.Writer
	io.ByteWriter
	WriteString(string) (int, error)
}
