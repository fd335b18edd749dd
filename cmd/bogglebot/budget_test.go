package main

import (
	"strings"
	"testing"
)

// climbedBoard makes the solver's search take 2.8 million steps with the
// large dictionary, more than solver.SolveBudget.
const climbedBoard = "eliliiis vnilllis vetiliie reretiss raratese eateness sstenese essessss"

// TestSolvePartial: a board that stops the search at its budget is solved
// with a note that the list may be incomplete, in every output.
func TestSolvePartial(t *testing.T) {
	out, errOut, code := runCLI(t, "", "solve", "--dict", "large", climbedBoard)
	if code != 0 || !strings.Contains(out, "This board repeats its letters so much that the search stopped after 524288 steps: the list may be missing words.") {
		t.Errorf("solve: exit %d, stdout %.300q, stderr %q", code, out, errOut)
	}
	out, _, code = runCLI(t, "", "solve", "--json", "--dict", "large", climbedBoard)
	if code != 0 || !strings.Contains(out, `"partial":true`) {
		t.Errorf("solve --json: exit %d, %.300q", code, out)
	}
	out, _, _ = runCLI(t, "", "solve", "--json", "--dict", "large", "perslatgsineters")
	if strings.Contains(out, "partial") {
		t.Errorf("solve --json of a real board mentions partial: %.300q", out)
	}
	out, errOut, code = runCLI(t, "perslatgsineters\n"+strings.ReplaceAll(climbedBoard, " ", "")+"\n", "solve", "--dict", "large", "-")
	if code != 0 || strings.Count(out, "\n") != 2 || !strings.Contains(errOut, "line 2: this board repeats its letters so much that counting stopped after 524288 steps") {
		t.Errorf("solve -: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
