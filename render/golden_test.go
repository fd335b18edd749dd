package render

import (
	"bufio"
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The golden images are testdata/NAME.png (testdata/lang/NAME.png for
// langImages). Those committed were drawn in true colour by the renderer
// before it drew in palette indices (9b3d128): the pictures as they were,
// before any palette. The PNG an image writes is compared with its golden
// by decoded pixels, with the palette's tolerance (goldenDiff).
// testdata/sizes.txt holds the size of each PNG as that renderer wrote it:
// an image may not grow on the wire by more than 1% (the golden test) or
// in all (TestWireSize). go test -update rewrites both from the current
// renderer, whose goldens are its own PNGs.

// drawGolden draws im and returns its PNG.
func drawGolden(t *testing.T, im image1) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := im.draw(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// checkGolden compares image im with its golden in dir, or with -update
// writes the golden and records its size in sizes.
func checkGolden(t *testing.T, dir string, im image1, sizes *goldenSizes) {
	t.Helper()
	got := drawGolden(t, im)
	golden := filepath.Join(dir, im.name+".png")
	actual := filepath.Join(dir, im.name+".actual.png")
	if *update {
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
		os.Remove(actual)
		sizes.set(golden, len(got))
		if im.docs != "" {
			if err := os.WriteFile(filepath.Join("..", "docs", im.docs), got, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	msg := goldenDiff(t, want, got)
	if size, ok := sizes.get(golden); !ok {
		t.Errorf("%s: no size recorded in %s (go test -update records it)", im.name, sizesFile)
	} else if msg == "" && len(got) > size*101/100 {
		msg = fmt.Sprintf("%d bytes, %d before: bigger on the wire", len(got), size)
	}
	if msg != "" {
		if err := os.WriteFile(actual, got, 0o644); err != nil {
			t.Error(err)
		}
		t.Errorf("%s differs from %s: %s; the image drawn is in %s (go test -update accepts it)", im.name, golden, msg, actual)
		return
	}
	os.Remove(actual)
}

// goldenDiff compares a PNG with its golden, the picture as drawn, by
// their decoded pixels. The palette costs a little: a colour of an
// anti-aliased edge is written as the nearest of the palette's. So the
// pixels must be within 8 levels in every channel, all but 0.5% of them
// (the fitted palette misses by more on at most 0.3% of an image's pixels;
// the palette before it, each image's 256 commonest colours, on up to
// 0.74%), and no more than 0.05% may be off by more than 48 levels: a
// glyph, a line or a mark out of place is that far out on more pixels than
// that.
func goldenDiff(t *testing.T, goldenPNG, gotPNG []byte) string {
	t.Helper()
	want, err := png.Decode(bytes.NewReader(goldenPNG))
	if err != nil {
		t.Fatalf("decode golden: %v", err)
	}
	got, err := png.Decode(bytes.NewReader(gotPNG))
	if err != nil {
		t.Fatalf("decode image: %v", err)
	}
	if want.Bounds() != got.Bounds() {
		return fmt.Sprintf("size %v, want %v", got.Bounds().Size(), want.Bounds().Size())
	}
	b := want.Bounds()
	over8, over48, worst := 0, 0, 0
	var at image.Point
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			d := colourDistance(want.At(x, y), got.At(x, y))
			if d > 8 {
				over8++
			}
			if d > 48 {
				over48++
			}
			if d > worst {
				worst, at = d, image.Pt(x, y)
			}
		}
	}
	n := b.Dx() * b.Dy()
	t.Logf("%.3f%% of pixels off by more than 8 levels, %.3f%% by more than 48; %d bytes", 100*float64(over8)/float64(n), 100*float64(over48)/float64(n), len(gotPNG))
	if over8 > n/200 || over48 > n/2000 {
		return fmt.Sprintf("%d pixels (%.2f%%) differ by more than 8 levels, %d (%.3f%%) by more than 48, most at %v by %d",
			over8, 100*float64(over8)/float64(n), over48, 100*float64(over48)/float64(n), at, worst)
	}
	return ""
}

const sizesFile = "testdata/sizes.txt"

// goldenSizes is testdata/sizes.txt: a golden's path and the size of the
// PNG written when it was drawn, a line each.
type goldenSizes struct {
	mu sync.Mutex
	m  map[string]int
}

func loadSizes(t *testing.T) *goldenSizes {
	s := &goldenSizes{m: map[string]int{}}
	f, err := os.Open(sizesFile)
	if os.IsNotExist(err) {
		return s
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, n, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			continue
		}
		v, err := strconv.Atoi(n)
		if err != nil {
			t.Fatalf("%s: %q: %v", sizesFile, sc.Text(), err)
		}
		s.m[name] = v
	}
	return s
}

func (s *goldenSizes) get(name string) (int, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[name]
	return v, ok
}

func (s *goldenSizes) set(name string, n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[name] = n
}

// save writes the sizes back, with -update.
func (s *goldenSizes) save(t *testing.T) {
	if !*update {
		return
	}
	var b strings.Builder
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range s.m {
			if !yield(k) {
				return
			}
		}
	}) {
		fmt.Fprintf(&b, "%s %d\n", k, s.m[k])
	}
	if err := os.WriteFile(sizesFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestGolden(t *testing.T) {
	sizes := loadSizes(t)
	defer sizes.save(t)
	for _, im := range images(t) {
		t.Run(im.name, func(t *testing.T) { checkGolden(t, "testdata", im, sizes) })
	}
}

// TestGoldenLanguages compares every kind of image, in Latin, Cyrillic and
// Persian (langImages), with its golden in testdata/lang.
func TestGoldenLanguages(t *testing.T) {
	sizes := loadSizes(t)
	defer sizes.save(t)
	for _, im := range langImages(t) {
		t.Run(im.name, func(t *testing.T) { checkGolden(t, filepath.Join("testdata", "lang"), im, sizes) })
	}
}

// TestWireSize: all the golden images together are no bigger on the wire
// than the renderer that drew the goldens wrote them.
func TestWireSize(t *testing.T) {
	if *update {
		t.Skip("-update records the sizes")
	}
	sizes := loadSizes(t)
	before, after := 0, 0
	for dir, list := range map[string][]image1{"testdata": images(t), filepath.Join("testdata", "lang"): langImages(t)} {
		for _, im := range list {
			var buf bytes.Buffer
			if err := im.draw(&buf); err != nil {
				t.Fatal(err)
			}
			size, ok := sizes.get(filepath.Join(dir, im.name+".png"))
			if !ok {
				t.Fatalf("%s: no size recorded in %s", im.name, sizesFile)
			}
			before += size
			after += buf.Len()
		}
	}
	t.Logf("%d bytes, %d when the goldens were drawn", after, before)
	if after > before {
		t.Errorf("the golden images take %d bytes, %d when the goldens were drawn", after, before)
	}
}
