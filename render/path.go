package render

import (
	"cmp"
	"math"
	"slices"
	"unicode/utf8"

	"github.com/bogglebot/bogglebot/solver"
)

// A route is one word's path as drawn: a polyline through its tiles, the
// arrowheads along it and the dot on its first tile.
type route struct {
	pts   []pt   // the polyline
	heads []head // one arrowhead per step, between the tiles
	start pt     // the first tile's mark
	steps []step // each step's line, tile centre to tile centre, offset into its lane
	end   pt     // the last tile's mark
	// connectors marks the route of a small multiple: no polyline, each
	// step a short arrow across the gap between its tiles, clear of the
	// letters, with the marks in free corners of the first and last tiles.
	connectors bool
	// swatch marks a legend's sample, which is drawn in the same place in
	// every image, so its line is worth keeping (see shape).
	swatch bool
}

type head struct{ at, dir pt }

type step struct{ from, to pt }

// pens sizes the strokes for k words on tiles of side tile: the line width
// and the distance between neighbouring lanes.
//
// Lanes share at most 45% of a tile between them. When many words crowd small
// tiles, lines thin down to 4 pixels, and from there neighbouring lanes
// overlap a little: their dark casings still part them.
func pens(tile float64, k int) (lineW, lane float64) {
	lineW = min(max(0.06*tile, 4.5), 11)
	lane = lineW * 1.6
	if span := 0.45 * tile; k > 1 && lane*float64(k-1) > span {
		lane = span / float64(k-1)
		lineW = max(min(lineW, lane/1.4), 4)
	}
	return lineW, lane
}

type segKey struct{ a, b int } // tile indices, a < b

// routes lays out the paths of words on l's grid. Word i runs in lane i:
// every step of its path is moved sideways by the same distance, always to
// the same side of the line between two tiles whichever way the word walks
// it, so words that share a step run side by side and words that share a
// tile turn at different points. Arrowheads of words sharing a step are
// staggered along it.
func routes(l *layout, b solver.Board, words []solver.Word, lineW, lane float64) []route {
	k := len(words)
	n := l.n
	sharers := map[segKey][]int{}
	for i, w := range words {
		for j := 0; j+1 < len(w.Path); j++ {
			key := seg(n, w.Path[j], w.Path[j+1])
			sharers[key] = append(sharers[key], i)
		}
	}
	headLen := headSize(lineW)
	out := make([]route, k)
	for i, w := range words {
		offset := (float64(i) - float64(k-1)/2) * lane
		out[i] = route1(l, n, w.Path, offset, i, sharers, headLen)
	}
	spreadStarts(l, b, words, out, lineW)
	for i := range out {
		out[i].end = out[i].pts[len(out[i].pts)-1]
	}
	return out
}

// connectorRoute lays out the path of a word alone on a small board: each
// step a short arrow from near one tile's edge to near the next one's,
// leaving the letters whole; the start and end marks in corners of their
// tiles that no step crosses.
func connectorRoute(l *layout, path []solver.Pos, lineW float64) route {
	r := route{connectors: true}
	radius, cw := markSize(lineW)
	r.start = badgeSpot(l, path, 0, radius+cw-max(2, 0.035*l.tile)+1)
	r.end = badgeSpot(l, path, len(path)-1, radius+cw-max(2, 0.035*l.tile)+1)
	hl := headSize(lineW)
	for j := 0; j+1 < len(path); j++ {
		a, b := l.centre(path[j]), l.centre(path[j+1])
		u := b.sub(a).unit()
		k := 0.3 * l.tile
		from, to := a.add(u.mul(k)), b.sub(u.mul(k))
		r.steps = append(r.steps, step{from, to})
		r.heads = append(r.heads, head{at: to.sub(u.mul(0.55 * hl)), dir: u})
	}
	return r
}

// markSize returns the radius of a start mark's disc and the width of its
// casing, for lines lineW wide.
func markSize(lineW float64) (radius, casingW float64) {
	return max(1.8*lineW, 7), max(1.5, 0.28*lineW)
}

// spreadStarts moves the start marks of words that begin on one tile apart,
// where they would sit on top of each other (each at the start of its lane,
// a lane or two from the tile's centre, while a mark is several lanes
// across). The marks go round the tile's centre, evenly, as close as they
// can without touching (or as the tile allows), turned by eighths of a
// circle to sit as near as they can be to where their words' lines begin;
// each line then runs from its mark.
//
// On a tile whose face is several letters (Breton's C’h, Hungarian's Dzs,
// Qu), which marks at its centre would cover, the marks go near the tile's
// edge on the way their words leave it (see offFace), and each line runs
// from its mark, clear of the face.
func spreadStarts(l *layout, b solver.Board, words []solver.Word, rs []route, lineW float64) {
	radius, cw := markSize(lineW)
	groups := map[solver.Pos][]int{}
	for i, w := range words {
		groups[w.Path[0]] = append(groups[w.Path[0]], i)
	}
	for p, g := range groups {
		m := len(g)
		long := b.Size() > 0 && utf8.RuneCountInString(b.Tile(p).Face()) > 1
		if m < 2 {
			if i := g[0]; long && len(rs[i].steps) > 0 {
				st := rs[i].steps[0]
				mark := offFace(l, p, st.from, []pt{st.to.sub(st.from)}, radius+cw, pt{})
				rs[i].start, rs[i].pts[0] = mark, mark
			}
			continue
		}
		c := l.centre(p)
		// The ring: neighbouring marks 4 pixels apart, within the tile.
		ring := max(0, min((radius+cw+2)/math.Sin(math.Pi/float64(m)), 0.5*l.tile-radius-cw))
		// Each word's natural angle: where its line begins, or, if that is
		// the centre, the way back from its first step (a word of one tile
		// has none: straight up).
		angle := func(i int) float64 {
			d := rs[i].start.sub(c)
			if d.len() < 0.5 {
				if len(rs[i].steps) == 0 {
					return -math.Pi / 2
				}
				d = rs[i].steps[0].from.sub(rs[i].steps[0].to)
			}
			return math.Atan2(d.Y, d.X)
		}
		slices.SortStableFunc(g, func(a, b int) int { return cmp.Compare(angle(a), angle(b)) })
		// Turn the even spacing to sit nearest the natural angles: the
		// circular mean of each one's offset from its place in the ring.
		var sx, sy float64
		for k, i := range g {
			phi := angle(i) - 2*math.Pi*float64(k)/float64(m)
			sx, sy = sx+math.Cos(phi), sy+math.Sin(phi)
		}
		// The turn is kept to eighths of a circle: the marks sit in tidy
		// places, and the same few places recur from board to board (their
		// shapes are kept; see shape).
		turn := math.Round(math.Atan2(sy, sx)/(math.Pi/4)) * (math.Pi / 4)
		if long {
			// Side by side along the tile's edge, in its corner, clear of
			// the face in the middle.
			turn = 0
			var ways []pt
			var spread pt // how far the ring reaches across and down
			for k, i := range g {
				if len(rs[i].steps) > 0 {
					ways = append(ways, rs[i].steps[0].to.sub(rs[i].steps[0].from))
				}
				phi := 2 * math.Pi * float64(k) / float64(m)
				spread = pt{max(spread.X, math.Abs(math.Cos(phi))*ring), max(spread.Y, math.Abs(math.Sin(phi))*ring)}
			}
			c = offFace(l, p, c, ways, radius+cw, spread)
		}
		for k, i := range g {
			phi := turn + 2*math.Pi*float64(k)/float64(m)
			mark := c.add(pt{math.Cos(phi), math.Sin(phi)}.mul(ring))
			rs[i].start = mark
			if long && len(rs[i].pts) > 1 {
				rs[i].pts[0] = mark // straight on from the corner, clear of the face
			} else if len(rs[i].pts) > 1 {
				rs[i].pts = append([]pt{mark}, rs[i].pts...)
			} else {
				rs[i].pts = []pt{mark}
			}
		}
	}
}

// offFace moves a start mark's centre from at, on tile p whose face is
// several letters, to the corner of the tile the words leave by (the mean
// of ways; leaving straight across, the lower corner of that side, or the
// right one of the top or bottom side): the face's letters fill the tile's
// middle, across and half its height, and a mark (of radius r, or a ring
// of them reaching spread across and down from its centre) in a corner, 3
// pixels inside the tile, leaves them readable, with the lines that start
// at it. Ways that cancel out (words leaving on opposite sides) leave it
// where it is.
func offFace(l *layout, p solver.Pos, at pt, ways []pt, r float64, spread pt) pt {
	var sum pt
	for _, w := range ways {
		if w.len() > 0 {
			sum = sum.add(w.unit())
		}
	}
	if sum.len() < 0.5 {
		return at
	}
	u := sum.unit()
	half := 0.5*l.tile - r - 3
	if half-max(spread.X, spread.Y) <= 0 {
		return at
	}
	side := func(v float64) float64 {
		if v < -0.3 {
			return -1
		}
		return 1 // right, or down: the top corners hold the numbers and chips first
	}
	return l.centre(p).add(pt{side(u.X) * (half - spread.X), side(u.Y) * (half - spread.Y)})
}

func headSize(lineW float64) float64 { return max(2.8*lineW, 14) }

func seg(n int, p, q solver.Pos) segKey {
	a, b := p.Row*n+p.Col, q.Row*n+q.Col
	if a > b {
		a, b = b, a
	}
	return segKey{a, b}
}

func route1(l *layout, n int, path []solver.Pos, offset float64, word int, sharers map[segKey][]int, headLen float64) route {
	var r route
	c := make([]pt, len(path))
	for j, p := range path {
		c[j] = l.centre(p)
	}
	if len(path) == 1 {
		r.start = c[0]
		r.pts = c
		return r
	}
	// off[j] moves step j (from tile j to tile j+1) into the word's lane; dir[j]
	// is the way the word walks it.
	off := make([]pt, len(path)-1)
	dir := make([]pt, len(path)-1)
	for j := range off {
		dir[j] = c[j+1].sub(c[j]).unit()
		canon := dir[j]
		if a, b := path[j].Row*n+path[j].Col, path[j+1].Row*n+path[j+1].Col; a > b {
			canon = canon.mul(-1)
		}
		off[j] = canon.normal().mul(offset)
	}
	r.pts = append(r.pts, c[0].add(off[0]))
	limit := 2.2*math.Abs(offset) + 0.5
	for j := 1; j < len(path)-1; j++ {
		a, b := off[j-1], off[j]
		u1, u2 := dir[j-1], dir[j]
		den := u1.cross(u2)
		if math.Abs(den) < 1e-9 { // straight on
			r.pts = append(r.pts, c[j].add(a))
			if !a.near(b, 0.01) {
				r.pts = append(r.pts, c[j].add(b))
			}
			continue
		}
		t := b.sub(a).cross(u2) / den
		miter := a.add(u1.mul(t))
		if miter.len() <= limit {
			r.pts = append(r.pts, c[j].add(miter))
		} else { // a sharp turn: bevel it
			r.pts = append(r.pts, c[j].add(a), c[j].add(b))
		}
	}
	r.pts = append(r.pts, c[len(c)-1].add(off[len(off)-1]))
	r.start = r.pts[0]

	for j := range off {
		from, to := c[j].add(off[j]), c[j+1].add(off[j])
		r.steps = append(r.steps, step{from, to})
		who := sharers[seg(n, path[j], path[j+1])]
		pos, m := 0, len(who)
		for q, w := range who {
			if w == word {
				pos = q
				break
			}
		}
		length := to.sub(from).len()
		// A diagonal step crosses its mirror image at its middle, so its head
		// sits further on. Heads of words sharing a step are staggered along
		// it, clear of the letters in the middle of the tiles.
		t := 0.5
		if path[j].Row != path[j+1].Row && path[j].Col != path[j+1].Col {
			t = 0.66
		}
		stagger := min(1.15*headLen/length, 0.5/float64(max(m-1, 1)))
		t = min(max(t+(float64(pos)-float64(m-1)/2)*stagger, 0.25), 0.8)
		r.heads = append(r.heads, head{at: lerp(from, to, t), dir: dir[j]})
	}
	return r
}
