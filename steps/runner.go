package steps

// This file is the thin pickle runner: the pass path of `bacctk certify`
// without godog's machinery (its go-memdb storage of every pickle and step
// result, a regexp search of the whole vocabulary for every step, a
// reflect.Value.Call per step), which cost more than the engine's answers.
// It reproduces what godog reports through the hooks of
// InitializeScenario, result for result; godog stays the runner when a
// cucumber report is written, so that the report is godog's own.

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"math/rand"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/bacctk/bacctk/features"
	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v21"
)

// RunOptions are the godog options the thin runner honours, with godog's
// meaning.
type RunOptions struct {
	// Paths are feature folders or files of the FS, a file optionally
	// with ":<line>" to run only the scenario (or outline) at that line.
	Paths []string
	// Tags is a godog tag expression ("@a,@b" or, "@a && ~@b" and not);
	// "" runs every scenario.
	Tags string
	// Order is godog's Randomize seed: the scenarios of each feature run
	// in the order godog shuffles them with it; 0 keeps the file order.
	Order int64
	// Concurrency is how many scenarios run at once (at least 1).
	Concurrency int
}

// RunPickles runs the scenarios of fsys that o selects against the suite's
// engine, as godog.TestSuite with Strict on and InitializeScenario would,
// and records their results (Results, OnResult). Only Duration differs
// from godog's run. A scenario without steps gives no result, as under
// godog. The scenarios of a cancelled ctx still run: each engine call
// then ends at once, and every remaining check is errored, as certify
// reports an interrupted run.
//
// The features of an embedded FS are parsed once per process.
func (s *Suite) RunPickles(ctx context.Context, fsys fs.FS, o RunOptions) error {
	set, err := parsedFeatures(fsys)
	if err != nil {
		return err
	}
	queue, err := set.pickles(fsys, o)
	if err != nil {
		return err
	}
	conc := o.Concurrency
	if conc < 1 {
		conc = 1
	}
	if conc == 1 || len(queue) < 2 {
		for _, pk := range queue {
			s.runPickle(ctx, pk)
		}
		return nil
	}
	work := make(chan *messages.Pickle)
	var wg sync.WaitGroup
	for i := 0; i < conc; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for pk := range work {
				s.runPickle(ctx, pk)
			}
		}()
	}
	for _, pk := range queue {
		work <- pk
	}
	close(work)
	wg.Wait()
	return nil
}

// runPickle runs one scenario as godog's suite.runSteps does, with the
// hooks of InitializeScenario inlined: the first step that does not pass
// names the result; after a failing (or, strictly, undefined or
// ambiguous) step the others are not looked at; after a skipped step the
// others are only matched, an undefined or ambiguous one still erroring
// the scenario.
func (s *Suite) runPickle(parent context.Context, pk *messages.Pickle) {
	if len(pk.Steps) == 0 {
		return
	}
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	st := newScenario(s, pk)
	ctx = context.WithValue(ctx, stateKey{}, st)
	var scenarioErr error
	for i, step := range pk.Steps {
		m := matchText(step.Text)
		var err error
		switch {
		case m.err != nil:
			err = m.err
		case m.def == nil:
			err = fmt.Errorf("%w: %s", godog.ErrUndefined, step.Text)
		case scenarioErr != nil:
			// Skipped: not run.
		default:
			err = m.def.call(ctx, st, m.args, step)
		}
		status := stepStatus(err, scenarioErr)
		// The After step hook.
		if st.res.Step == "" && status != godog.StepPassed {
			st.res.Step = step.Text
			st.stepErr = err
			st.stepStatus = status
		}
		// The After scenario hook, run by godog on the last step or the
		// first failing one, once.
		if !shouldFail(scenarioErr) && (i == len(pk.Steps)-1 || shouldFail(err)) {
			s.record(st, err)
			return
		}
		if scenarioErr == nil || shouldFail(err) {
			scenarioErr = err
		}
	}
}

// stepStatus is godog's status of a step from its error and the
// scenario's error so far.
func stepStatus(err, scenarioErr error) godog.StepResultStatus {
	switch {
	case errors.Is(err, godog.ErrAmbiguous):
		return godog.StepAmbiguous
	case errors.Is(err, godog.ErrPending):
		return godog.StepPending
	case errors.Is(err, godog.ErrSkip), err == nil && scenarioErr != nil:
		return godog.StepSkipped
	case errors.Is(err, godog.ErrUndefined):
		return godog.StepUndefined
	case err != nil:
		return godog.StepFailed
	}
	return godog.StepPassed
}

// shouldFail is godog's suite.shouldFail under Strict.
func shouldFail(err error) bool {
	return err != nil && !errors.Is(err, godog.ErrSkip)
}

// ---------------------------------------------------------------------------
// Matching

// definition is one vocabulary entry ready to call.
type definition struct {
	re *regexp.Regexp
	fn any
	// in is the number of parameters after the context.
	in int
	// invoke calls fn without reflect (nil: through reflect).
	invoke func(context.Context, stepArgs) error
}

// stepMatch is what a step text resolves to: its definition and captured
// arguments, or no definition (undefined), or an ambiguity error.
type stepMatch struct {
	def  *definition
	args []string
	err  error
}

// matcher resolves step texts against the vocabulary. The vocabulary is
// fixed, so a text resolves the same way for every suite of the process:
// the few thousand distinct texts of the features are matched once each.
var matcher struct {
	once  sync.Once
	defs  []*definition
	cache sync.Map // step text -> *stepMatch
}

func definitions() []*definition {
	matcher.once.Do(func() {
		for _, c := range compileVocabulary() {
			t := reflect.TypeOf(c.fn)
			matcher.defs = append(matcher.defs, &definition{re: c.re, fn: c.fn, in: t.NumIn() - 1, invoke: invoker(c.fn)})
		}
	})
	return matcher.defs
}

// matchText resolves a step text as godog's matchStepTextAndType does
// under Strict (every definition registered without a keyword).
func matchText(text string) *stepMatch {
	if m, ok := matcher.cache.Load(text); ok {
		return m.(*stepMatch)
	}
	m := &stepMatch{}
	var exprs []string
	for _, d := range definitions() {
		sub := d.re.FindStringSubmatch(text)
		if len(sub) == 0 {
			continue
		}
		exprs = append(exprs, d.re.String())
		if m.def == nil {
			m.def, m.args = d, sub[1:]
		}
	}
	if len(exprs) > 1 {
		m = &stepMatch{err: fmt.Errorf("%w, step text: %s\n    matches:%s", godog.ErrAmbiguous, text,
			"\n        "+strings.Join(exprs, "\n        "))}
	}
	actual, _ := matcher.cache.LoadOrStore(text, m)
	return actual.(*stepMatch)
}

// ---------------------------------------------------------------------------
// Calling

// call runs the definition with the step's captured arguments (and its doc
// string or table, after them, as godog passes it). A panic becomes the
// step's error, with the scenario's context: the kit never crashes on a
// step.
func (d *definition) call(ctx context.Context, st *scenario, captured []string, step *messages.PickleStep) (err error) {
	defer func() {
		if e := recover(); e != nil {
			err = fmt.Errorf("%s: the step %q panicked: %v", st.context(), step.Text, e)
		}
	}()
	a := stepArgs{captured: captured, extra: step.Argument}
	if n := a.len(); n < d.in {
		return fmt.Errorf("func expected more arguments than given: expected %d arguments, matched %d from step", d.in, n)
	}
	if d.invoke != nil {
		return d.invoke(ctx, a)
	}
	return d.callReflect(ctx, a)
}

// invoker returns a direct call of a step function of one of the
// vocabulary's shapes, or nil for another shape (called through reflect).
// The conversions are godog's; a test checks that every step of the
// vocabulary has one.
func invoker(fn any) func(context.Context, stepArgs) error {
	switch f := fn.(type) {
	case func(context.Context) error:
		return func(ctx context.Context, _ stepArgs) error { return f(ctx) }
	case func(context.Context, string) error:
		return converted("s", func(ctx context.Context, s [6]string, _ [6]int) error { return f(ctx, s[0]) })
	case func(context.Context, int) error:
		return converted("i", func(ctx context.Context, _ [6]string, n [6]int) error { return f(ctx, n[0]) })
	case func(context.Context, string, string) error:
		return converted("ss", func(ctx context.Context, s [6]string, _ [6]int) error { return f(ctx, s[0], s[1]) })
	case func(context.Context, string, string, string) error:
		return converted("sss", func(ctx context.Context, s [6]string, _ [6]int) error { return f(ctx, s[0], s[1], s[2]) })
	case func(context.Context, string, string, string, string) error:
		return converted("ssss", func(ctx context.Context, s [6]string, _ [6]int) error { return f(ctx, s[0], s[1], s[2], s[3]) })
	case func(context.Context, string, string, int) error:
		return converted("ssi", func(ctx context.Context, s [6]string, n [6]int) error { return f(ctx, s[0], s[1], n[2]) })
	case func(context.Context, string, string, int, string) error:
		return converted("ssis", func(ctx context.Context, s [6]string, n [6]int) error { return f(ctx, s[0], s[1], n[2], s[3]) })
	case func(context.Context, string, string, string, int) error:
		return converted("sssi", func(ctx context.Context, s [6]string, n [6]int) error { return f(ctx, s[0], s[1], s[2], n[3]) })
	case func(context.Context, string, string, string, int, string) error:
		return converted("sssis", func(ctx context.Context, s [6]string, n [6]int) error { return f(ctx, s[0], s[1], s[2], n[3], s[4]) })
	case func(context.Context, string, string, string, int, string, string) error:
		return converted("sssiss", func(ctx context.Context, s [6]string, n [6]int) error {
			return f(ctx, s[0], s[1], s[2], n[3], s[4], s[5])
		})
	case func(context.Context, *godog.DocString) error:
		return func(ctx context.Context, a stepArgs) error {
			doc, err := a.doc(0)
			if err != nil {
				return err
			}
			return f(ctx, doc)
		}
	case func(context.Context, string, *godog.Table) error:
		return func(ctx context.Context, a stepArgs) error {
			s, _, err := a.conv("s")
			if err != nil {
				return err
			}
			tb, err := a.table(1)
			if err != nil {
				return err
			}
			return f(ctx, s[0], tb)
		}
	}
	return nil
}

// converted is the direct call of a step function whose arguments are
// all captured strings and ints: conv converts them as kinds says, then
// call passes them on.
func converted(kinds string, call func(ctx context.Context, s [6]string, n [6]int) error) func(context.Context, stepArgs) error {
	return func(ctx context.Context, a stepArgs) error {
		s, n, err := a.conv(kinds)
		if err != nil {
			return err
		}
		return call(ctx, s, n)
	}
}

// callReflect is the slow path for a step shape invoker does not know:
// godog's conversions, through reflect.
func (d *definition) callReflect(ctx context.Context, a stepArgs) error {
	t := reflect.TypeOf(d.fn)
	in := []reflect.Value{reflect.ValueOf(ctx)}
	for i := 0; i < d.in; i++ {
		p := t.In(i + 1)
		switch {
		case p.Kind() == reflect.String:
			s, err := a.str(i)
			if err != nil {
				return err
			}
			in = append(in, reflect.ValueOf(s))
		case p.Kind() == reflect.Int:
			n, err := a.int(i)
			if err != nil {
				return err
			}
			in = append(in, reflect.ValueOf(n))
		case p == reflect.TypeOf((*godog.DocString)(nil)):
			doc, err := a.doc(i)
			if err != nil {
				return err
			}
			in = append(in, reflect.ValueOf(doc))
		case p == reflect.TypeOf((*godog.Table)(nil)):
			tb, err := a.table(i)
			if err != nil {
				return err
			}
			in = append(in, reflect.ValueOf(tb))
		default:
			return fmt.Errorf("func has unsupported parameter type: the parameter %d type %s is not supported", i, p)
		}
	}
	out := reflect.ValueOf(d.fn).Call(in)
	if len(out) == 0 {
		return nil
	}
	if err, ok := out[len(out)-1].Interface().(error); ok {
		return err
	}
	return nil
}

// stepArgs are a step's arguments as godog lists them: the captured
// groups, then the step's doc string or table.
type stepArgs struct {
	captured []string
	extra    *messages.PickleStepArgument
}

func (a stepArgs) len() int {
	if a.extra != nil {
		return len(a.captured) + 1
	}
	return len(a.captured)
}

// The conversions and their errors are godog's (models.StepDefinition.Run).

func (a stepArgs) str(i int) (string, error) {
	if i < len(a.captured) {
		return a.captured[i], nil
	}
	if a.extra.DocString == nil {
		return "", fmt.Errorf(`cannot convert argument %d: "%v" of type "%T": DocString is not set`, i, a.extra, a.extra)
	}
	return a.extra.DocString.Content, nil
}

// conv converts the first len(kinds) arguments: "s" a string, "i" an int.
func (a stepArgs) conv(kinds string) (s [6]string, n [6]int, err error) {
	for i := 0; i < len(kinds); i++ {
		if kinds[i] == 'i' {
			n[i], err = a.int(i)
		} else {
			s[i], err = a.str(i)
		}
		if err != nil {
			return s, n, err
		}
	}
	return s, n, nil
}

func (a stepArgs) int(i int) (int, error) {
	s, err := a.str(i)
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseInt(s, 10, 0)
	if err != nil {
		return 0, fmt.Errorf(`cannot convert argument %d: "%s" to int: %s`, i, s, err)
	}
	return int(v), nil
}

func (a stepArgs) doc(i int) (*godog.DocString, error) {
	if i < len(a.captured) {
		return nil, fmt.Errorf(`cannot convert argument %d: "%v" of type "%T" to *messages.PickleDocString`, i, a.captured[i], a.captured[i])
	}
	return a.extra.DocString, nil
}

func (a stepArgs) table(i int) (*godog.Table, error) {
	if i < len(a.captured) {
		return nil, fmt.Errorf(`cannot convert argument %d: "%v" of type "%T" to *messages.PickleTable`, i, a.captured[i], a.captured[i])
	}
	return a.extra.DataTable, nil
}

// ---------------------------------------------------------------------------
// Features

// featureFile is one parsed feature file.
type featureFile struct {
	uri     string
	empty   bool // no Feature (godog drops the file)
	doc     *messages.GherkinDocument
	pickles []*messages.Pickle
	// line is the line of each pickle's scenario (or outline), for a
	// path with ":<line>".
	line map[*messages.Pickle]int64
}

// featureSet is every feature file of an FS, in the order fs.WalkDir
// visits them (godog's order for a folder).
type featureSet struct {
	files []*featureFile
	byURI map[string]*featureFile
	// lines is the line of each scenario (IndexLines).
	lines map[string]int
}

// featureCache holds the parsed features of each embedded FS: parsed once
// per process, never written to after.
var featureCache struct {
	sync.Mutex
	m map[embed.FS]*featureSet
}

func parsedFeatures(fsys fs.FS) (*featureSet, error) {
	e, embedded := fsys.(embed.FS)
	if !embedded {
		return parseFeatures(fsys)
	}
	featureCache.Lock()
	defer featureCache.Unlock()
	if set, ok := featureCache.m[e]; ok {
		return set, nil
	}
	set, err := parseFeatures(fsys)
	if err != nil {
		return nil, err
	}
	if featureCache.m == nil {
		featureCache.m = map[embed.FS]*featureSet{}
	}
	featureCache.m[e] = set
	return set, nil
}

// ParsedFeature is one feature file as the runner parsed it: its path in
// the FS, its document and its pickles. Read only: it is shared.
type ParsedFeature struct {
	Path    string
	Doc     *messages.GherkinDocument
	Pickles []*messages.Pickle
}

// ParsedFeatures returns every feature file of fsys, in the order
// fs.WalkDir visits them, as the runner parses them: once per process for
// an embedded FS, so that a caller listing or counting the scenarios does
// not parse them again.
func ParsedFeatures(fsys fs.FS) ([]ParsedFeature, error) {
	set, err := parsedFeatures(fsys)
	if err != nil {
		return nil, err
	}
	out := make([]ParsedFeature, len(set.files))
	for i, f := range set.files {
		out[i] = ParsedFeature{Path: f.uri, Doc: f.doc, Pickles: f.pickles}
	}
	return out, nil
}

// parseFeatures parses every feature file of fsys as godog's parser does.
func parseFeatures(fsys fs.FS) (*featureSet, error) {
	files, err := features.Parse(fsys)
	if err != nil {
		return nil, err
	}
	set := &featureSet{byURI: map[string]*featureFile{}, lines: map[string]int{}}
	for _, pf := range files {
		f := &featureFile{uri: pf.Path, empty: pf.Doc.Feature == nil, doc: pf.Doc, pickles: pf.Pickles, line: map[*messages.Pickle]int64{}}
		at := scenarioLines(pf.Doc)
		for _, pk := range f.pickles {
			if len(pk.AstNodeIds) > 0 {
				f.line[pk] = at[pk.AstNodeIds[0]]
			}
		}
		indexLines(set.lines, pf.Path, pf.Doc, f.pickles)
		set.files = append(set.files, f)
		set.byURI[pf.Path] = f
	}
	return set, nil
}

// scenarioLines maps the ids of a document's scenarios to their lines.
func scenarioLines(doc *messages.GherkinDocument) map[string]int64 {
	at := map[string]int64{}
	if doc.Feature == nil {
		return at
	}
	for _, c := range doc.Feature.Children {
		if c.Scenario != nil {
			at[c.Scenario.Id] = c.Scenario.Location.Line
		}
		if c.Rule != nil {
			for _, rc := range c.Rule.Children {
				if rc.Scenario != nil {
					at[rc.Scenario.Id] = rc.Scenario.Location.Line
				}
			}
		}
	}
	return at
}

// selected is one feature as godog runs it: its uri (with ":<line>" when
// the path named one) and its pickles.
type selected struct {
	uri     string
	pickles []*messages.Pickle
}

// pickles lists the pickles o selects, in godog's order: the features in
// the order of the paths (a feature named twice runs once), each
// feature's pickles filtered by the tags and shuffled by o.Order.
func (set *featureSet) pickles(fsys fs.FS, o RunOptions) ([]*messages.Pickle, error) {
	var feats []selected
	seen := map[string]bool{}
	add := func(f selected) {
		if seen[f.uri] {
			return
		}
		seen[f.uri] = true
		feats = append(feats, f)
	}
	for _, p := range o.Paths {
		file, line := featurePathLine(p)
		if f, ok := set.byURI[file]; ok {
			if f.empty {
				continue
			}
			if line < 0 {
				add(selected{uri: f.uri, pickles: f.pickles})
				continue
			}
			// godog names the feature and its pickles with the line.
			uri := f.uri + ":" + strconv.Itoa(line)
			var pks []*messages.Pickle
			for _, pk := range f.pickles {
				if f.line[pk] == int64(line) {
					c := *pk
					c.Uri = uri
					pks = append(pks, &c)
				}
			}
			add(selected{uri: uri, pickles: pks})
			continue
		}
		if st, err := fs.Stat(fsys, file); err != nil || !st.IsDir() {
			return nil, fmt.Errorf(`feature path "%s" is not available`, p)
		}
		dir := strings.TrimSuffix(file, "/")
		for _, f := range set.files {
			if (dir == "." || strings.HasPrefix(f.uri, dir+"/")) && !f.empty {
				add(selected{uri: f.uri, pickles: f.pickles})
			}
		}
	}
	var queue []*messages.Pickle
	for _, f := range feats {
		var pks []*messages.Pickle
		for _, pk := range f.pickles {
			if MatchTags(o.Tags, pickleTags(pk.Tags)) {
				pks = append(pks, pk)
			}
		}
		if o.Order != 0 {
			perm := rand.New(rand.NewSource(o.Order)).Perm(len(pks))
			shuffled := make([]*messages.Pickle, len(pks))
			for i, v := range perm {
				shuffled[v] = pks[i]
			}
			pks = shuffled
		}
		queue = append(queue, pks...)
	}
	return queue, nil
}

// featurePathLine splits "file.feature:12" as godog does; line is -1
// without one.
func featurePathLine(p string) (string, int) {
	i := strings.LastIndexByte(p, ':')
	if i < 0 || i == len(p)-1 || strings.Trim(p[i+1:], "0123456789") != "" {
		return p, -1
	}
	n, err := strconv.Atoi(p[i+1:])
	if err != nil {
		return p, -1
	}
	return p[:i], n
}

// pickleTags are a pickle's tag names.
func pickleTags(tags []*messages.PickleTag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = t.Name
	}
	return out
}

// record finishes a scenario and keeps its result, as the After scenario
// hook does.
func (s *Suite) record(st *scenario, err error) {
	st.finish(err)
	s.mu.Lock()
	s.results = append(s.results, st.res)
	s.mu.Unlock()
	if s.OnResult != nil {
		s.OnResult(st.res)
	}
}
