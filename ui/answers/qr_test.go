package answers

import (
	"strings"
	"testing"
)

func TestQRIsAReadableCode(t *testing.T) {
	url := "http://192.168.100.200:54321/r/" + strings.Repeat("0123456789abcdef", 2) + "/"
	img, err := QR(url)
	must(t, err)
	b := img.Bounds()
	// Version v has 17+4v modules a side, and the quiet zone 4 on each.
	side := b.Dx() - 8
	if b.Dx() != b.Dy() || (side-17)%4 != 0 || side < 21 {
		t.Fatalf("a %v image is no QR code with its quiet zone", b)
	}
	dark := func(x, y int) bool {
		r, _, _, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
		return r < 0x8000
	}
	// The quiet zone is white, and the three finder patterns sit in the
	// corners: a dark ring of 7, a light ring of 5, a dark core of 3.
	for i := 0; i < b.Dx(); i++ {
		if dark(i, 0) || dark(0, i) || dark(i, 3) {
			t.Fatal("the quiet zone is not white")
		}
	}
	for _, corner := range [][2]int{{4, 4}, {4 + side - 7, 4}, {4, 4 + side - 7}} {
		x, y := corner[0], corner[1]
		if !dark(x, y) || !dark(x+6, y+6) || dark(x+1, y+1) || !dark(x+2, y+2) || !dark(x+3, y+3) {
			t.Errorf("no finder pattern at %v", corner)
		}
	}
	if _, err := QR(strings.Repeat("a", 5000)); err == nil {
		t.Error("a code made of 5,000 characters")
	}
}

func TestLANAddressesAreNeverTheLoopback(t *testing.T) {
	for _, a := range LANAddresses() {
		if strings.HasPrefix(a, "127.") || strings.HasPrefix(a, "169.254.") || strings.Contains(a, ":") {
			t.Errorf("LANAddresses gives %s", a)
		}
	}
	for name, want := range map[string]bool{"docker0": true, "vEthernet (WSL)": true, "wlan0": false, "eth0": false, "Wi-Fi": false, "tun0": true} {
		if virtual(name) != want {
			t.Errorf("virtual(%q) = %v", name, !want)
		}
	}
}
