package main

import (
	"fmt"
	"strings"

	"github.com/bacctk/bacctk/report"
)

// reportFlags is certify's --report FORMAT=FILE, repeatable: each is a
// report output in one of package report's formats, or cucumber, which
// the run writes as it goes.
type reportFlags []outputSpec

func (r *reportFlags) String() string {
	parts := make([]string, len(*r))
	for i, s := range *r {
		parts[i] = s.format + "=" + s.path
	}
	return strings.Join(parts, ",")
}

// Set takes one FORMAT=FILE; an unknown format is a usage error that
// names the known ones (the flag package prints it, then the usage).
func (r *reportFlags) Set(v string) error {
	format, path, ok := strings.Cut(v, "=")
	if !ok || path == "" {
		return fmt.Errorf("want FORMAT=FILE (FILE - for stdout), FORMAT one of %s", strings.Join(certifyFormats(), ", "))
	}
	if err := knownFormat(format, certifyFormats()); err != nil {
		return err
	}
	*r = append(*r, outputSpec{flag: "report " + format, path: path, format: format})
	return nil
}

// certifyFormats are the formats certify writes: every renderer's, and
// cucumber.
func certifyFormats() []string { return append(report.Names(), report.Cucumber) }

// knownFormat says whether format is one of known, and if not, which
// was meant (suggest.go) and which there are.
func knownFormat(format string, known []string) error {
	for _, k := range known {
		if format == k {
			return nil
		}
	}
	msg := fmt.Sprintf("unknown format %q", format)
	if s := closest(format, known); len(s) > 0 {
		msg += " (did you mean " + strings.Join(s, " or ") + "?)"
	}
	return fmt.Errorf("%s; the formats: %s", msg, strings.Join(known, ", "))
}
