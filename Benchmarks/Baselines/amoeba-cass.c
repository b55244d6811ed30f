/* amoeba-cass: reads `.cass` constraint files (format: docs/ConstraintFileFormat.md,
 * version 1) and solves or benchmarks them with amoeba, the single-header C Cassowary
 * solver (starwing/amoeba, vendored in amoeba/: the upstream commit and the one fix
 * applied to it, without which amoeba goes wrong after suggests, are in amoeba/UPSTREAM.md).
 *
 *   amoeba-cass solve FILE
 *   amoeba-cass bench [--runs N] [--stats] [--include-construct] [--cpu-time] FILE...
 *
 * Build (see build-amoeba-cass.sh):
 *   cc -std=c11 -O2 -DNDEBUG -Iamoeba amoeba-cass.c -o amoeba-cass -lm
 *
 * The second peer baseline next to kiwi-cass.cpp, with the same command line, output and
 * exit status, and the same benchmark structure (parsing and object construction before
 * timing, the same phases, the same clocks), so that the two can be compared side by
 * side.  Exit status: 0 solved / benchmarked; 1 a file is not solvable as written; 2 a
 * file is malformed (or cannot be read, or the command line is wrong).
 *
 * Bench output: one JSON line per file with the keys of the spec.  Every phase is run
 * once as a warm-up and then --runs times (default 10) on a fresh solver; the figure
 * reported is the median of the counted runs.  Parsing is never timed.  amoeba's
 * variables and constraints belong to one solver (am_newvariable(S, ...),
 * am_newconstraint(S, ...)), so every run first creates its solver and builds the
 * variable and constraint objects from the parsed file, untimed (kiwi-cass builds its
 * solver-independent objects once, untimed); `add` then times solver work only: the
 * edit declarations, am_add of every constraint in file order, am_updatevars.
 * --include-construct moves the construction of the constraint objects (am_newconstraint,
 * am_addterm, am_addconstant, am_setrelation) into the timed `add` phase instead.
 * --stats writes min, median and max of every phase to standard error.  --cpu-time
 * measures the thread's CPU time (CLOCK_THREAD_CPUTIME_ID) instead of CLOCK_MONOTONIC
 * (what std::chrono::steady_clock reads in kiwi-cass).
 *
 * How the format maps onto amoeba (amoeba.h at the vendored commit):
 *  - numbers: amoeba's am_Num is float unless AM_USE_DOUBLE; this file defines it, so
 *    amoeba computes in double like kiwi (its epsilon is then 1e-6; kiwi's is 1e-8).
 *  - strengths: AM_STRONG, AM_MEDIUM, AM_WEAK are kiwi's weights (1e6, 1e3, 1); AM_REQUIRED
 *    is INFINITY, so `required` and any weight at or above 1 001 001 000 become
 *    AM_REQUIRED.  amoeba reads a strength within its epsilon (1e-6) of 0 as required
 *    (am_initconstraint, am_setstrength), and a weight at its epsilon derails its
 *    optimizer (objective terms below 1e-6 are dropped), so a weight below 1e-6, 0
 *    included, is rejected with exit 2, like `priority`.
 *  - edit variables: am_addedit caps the strength at AM_STRONG and starts the edit
 *    constraint at the variable's current value.  The format wants the weight as given
 *    and 0 ("acts as if suggested 0"), so an edit above strong is made with amoeba's own
 *    am_newedit (what am_addedit calls, without the cap), and an edit whose starting
 *    value is not 0 (its variable was already in a constraint) is suggested 0 at once.
 *    Neither happens in the benchmark workloads (their edits come first, at strong).
 *    am_addedit on an edit variable only changes its strength and am_suggest on any
 *    other variable makes it an edit at medium: amoeba-cass reports both as errors first.
 *  - `priority` tiers: amoeba weighs constraints; a `@ priority P` is rejected with exit 2
 *    (as kiwi-cass does).
 *  - amoeba checks its internal invariants with assert() only, which -DNDEBUG removes;
 *    an internal failure (round-off, as kiwi's "objective is unbounded", or one of the
 *    amoeba bugs listed in amoeba/UPSTREAM.md, such as its stale suggest cache) then
 *    dereferences NULL: the fatal signal is caught and reported as a solver failure,
 *    exit 1, with the line of the statement being executed.
 * Unlike kiwi-cass, the grammar is the format's: `x + -2`, `.5`, `5.` and `@ -0` are
 * malformed, and `priority` is a keyword.
 */

#define _XOPEN_SOURCE 700

#define AM_USE_DOUBLE   /* kiwi computes in double; amoeba's default am_Num is float */
#define AM_STATIC_API   /* one translation unit: implementation, static (like kiwi's header-only code) */
#include "amoeba.h"

#define AMOEBA_UPSTREAM "starwing/amoeba fd379dffe930 + dual-optimize fix"

#include <errno.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ------------------------------------------------------------------------- */
/* Small utilities */

static void oom(void) {
    fputs("amoeba-cass: out of memory\n", stderr);
    exit(1);
}

static void *xmalloc(size_t n) {
    void *p = malloc(n ? n : 1);
    if (!p) oom();
    return p;
}

static void *xcalloc(size_t n, size_t sz) {
    void *p = calloc(n ? n : 1, sz ? sz : 1);
    if (!p) oom();
    return p;
}

static void *xrealloc(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) oom();
    return p;
}

/* Grows *arr (element size sz, capacity *cap) to hold at least need elements. */
static void grow(void **arr, size_t *cap, size_t need, size_t sz) {
    if (need <= *cap) return;
    size_t c = *cap ? *cap : 16;
    while (c < need) c *= 2;
    *arr = xrealloc(*arr, c * sz);
    *cap = c;
}

/* A growable byte string (for messages). */
typedef struct {
    char *p;
    size_t n, cap;
} Str;

static void strAppend(Str *s, const char *p, size_t n) {
    grow((void **)&s->p, &s->cap, s->n + n + 1, 1);
    memcpy(s->p + s->n, p, n);
    s->n += n;
    s->p[s->n] = '\0';
}

static void strPrintf(Str *s, const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) n = 0;
    grow((void **)&s->p, &s->cap, s->n + (size_t)n + 1, 1);
    vsnprintf(s->p + s->n, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    s->n += (size_t)n;
}

/* ------------------------------------------------------------------------- */
/* Parsed representation of a file */

#define W_REQUIRED 1001001000.0
#define W_STRONG 1000000.0
#define W_MEDIUM 1000.0
#define W_WEAK 1.0

typedef struct {
    int var;
    double coeff;
} TermIR;

typedef struct {
    size_t firstTerm;  /* into System.terms: lhs - rhs, collected (one entry per variable) */
    size_t nterms;
    double constant;   /* lhs - rhs constant */
    int op;            /* AM_EQUAL / AM_LESSEQUAL / AM_GREATEQUAL */
    am_Num strength;   /* amoeba's strength (see amStrength) */
    int line;
} ConstraintIR;

typedef struct {
    int var;
    am_Num strength;
    int line;
} EditIR;

typedef struct {
    size_t nameOff, nameLen;  /* may name no variable at all (an error when executed) */
    int var;                  /* -1 when the name is not a variable */
    double value;
    int line;
} SuggestIR;

typedef enum { STMT_CONSTRAINT, STMT_EDIT, STMT_SUGGEST } StmtKind;

typedef struct {
    StmtKind kind;
    int index; /* into constraints / edits / suggests */
} Stmt;

typedef struct {
    size_t off, len;
} Span;

typedef struct {
    char *text;  /* the whole file (names and statements point into it) */
    size_t textLen;
    /* variables in order of first appearance */
    Span *names;
    size_t nnames, capNames;
    int *hash;   /* open addressing: variable id + 1, 0 = empty */
    size_t hashCap;
    TermIR *terms;
    size_t nterms, capTerms;
    ConstraintIR *constraints;
    size_t nconstraints, capConstraints;
    EditIR *edits;
    size_t nedits, capEdits;
    SuggestIR *suggests;
    size_t nsuggests, capSuggests;
    Stmt *order;
    size_t norder, capOrder;
    Span *lineText; /* statement text per line (1-based), comment stripped */
    size_t nlines, capLines;
} System;

static void freeSystem(System *s) {
    free(s->text);
    free(s->names);
    free(s->hash);
    free(s->terms);
    free(s->constraints);
    free(s->edits);
    free(s->suggests);
    free(s->order);
    free(s->lineText);
    memset(s, 0, sizeof *s);
}

static size_t hashName(const char *p, size_t n) {
    size_t h = (size_t)1469598103934665603ULL;
    for (size_t i = 0; i < n; ++i) h = (h ^ (unsigned char)p[i]) * (size_t)1099511628211ULL;
    return h;
}

/* Returns the id of the variable named p[0..n), or -1. */
static int lookupName(const System *sys, const char *p, size_t n) {
    if (!sys->hashCap) return -1;
    size_t mask = sys->hashCap - 1;
    for (size_t i = hashName(p, n) & mask;; i = (i + 1) & mask) {
        int e = sys->hash[i];
        if (e == 0) return -1;
        const Span *s = &sys->names[e - 1];
        if (s->len == n && memcmp(sys->text + s->off, p, n) == 0) return e - 1;
    }
}

static void rehash(System *sys, size_t cap) {
    free(sys->hash);
    sys->hash = xcalloc(cap, sizeof(int));
    sys->hashCap = cap;
    for (size_t id = 0; id < sys->nnames; ++id) {
        const Span *s = &sys->names[id];
        size_t i = hashName(sys->text + s->off, s->len) & (cap - 1);
        while (sys->hash[i]) i = (i + 1) & (cap - 1);
        sys->hash[i] = (int)id + 1;
    }
}

static int intern(System *sys, size_t off, size_t len) {
    int id = lookupName(sys, sys->text + off, len);
    if (id >= 0) return id;
    if (sys->nnames >= 0x3FFFFFFF) oom(); /* amoeba's symbol ids run out before this */
    grow((void **)&sys->names, &sys->capNames, sys->nnames + 1, sizeof(Span));
    id = (int)sys->nnames;
    sys->names[sys->nnames].off = off;
    sys->names[sys->nnames].len = len;
    sys->nnames++;
    if ((sys->nnames + 1) * 2 > sys->hashCap) {
        rehash(sys, sys->hashCap ? sys->hashCap * 2 : 64);
    } else {
        size_t mask = sys->hashCap - 1;
        size_t i = hashName(sys->text + off, len) & mask;
        while (sys->hash[i]) i = (i + 1) & mask;
        sys->hash[i] = id + 1;
    }
    return id;
}

/* ------------------------------------------------------------------------- */
/* Errors */

typedef struct {
    int line;
    int column;
    Str message;
} ParseError;

typedef struct {
    int line;
    Str message;
} SolveError;

/* ------------------------------------------------------------------------- */
/* Lexer (one line at a time) */

typedef enum { TOK_NAME, TOK_NUMBER, TOK_OP, TOK_PLUS, TOK_MINUS, TOK_STAR, TOK_AT, TOK_END } Tok;

typedef struct {
    Tok kind;
    size_t pos; /* byte offset in the line */
    size_t len; /* Name / Number / Op spelling: line + pos, len bytes */
} Token;

typedef struct {
    const char *line;
    size_t n;
    int lineNo;
    size_t p;
    Token tok;
    ParseError *err;
    jmp_buf *jmp;
} Lexer;

static int isNameStart(unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
static int isNameChar(unsigned char c) { return isNameStart(c) || (c >= '0' && c <= '9') || c == '.'; }
static int isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
static int isSpace(unsigned char c) { return c == ' ' || c == '\t' || c == '\r'; }

static int tokIs(const Lexer *lx, const Token *t, const char *word) {
    size_t n = strlen(word);
    return t->len == n && memcmp(lx->line + t->pos, word, n) == 0;
}

static int isKeyword(const char *p, size_t n) {
    static const char *const kw[] = {"edit", "suggest", "required", "strong", "medium", "weak", "priority"};
    for (size_t i = 0; i < sizeof kw / sizeof kw[0]; ++i)
        if (strlen(kw[i]) == n && memcmp(kw[i], p, n) == 0) return 1;
    return 0;
}

/* 1-based column of a byte offset, counting UTF-8 code points. */
static int column(const Lexer *lx, size_t pos) {
    int col = 1;
    for (size_t i = 0; i < pos && i < lx->n; ++i)
        if (((unsigned char)lx->line[i] & 0xC0) != 0x80) ++col;
    return col;
}

static void lexFail(const Lexer *lx, size_t pos, const char *fmt, ...) {
    va_list ap, ap2;
    lx->err->line = lx->lineNo;
    lx->err->column = column(lx, pos);
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) n = 0;
    Str *s = &lx->err->message;
    s->n = 0;
    grow((void **)&s->p, &s->cap, (size_t)n + 1, 1);
    vsnprintf(s->p, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    s->n = (size_t)n;
    longjmp(*lx->jmp, 1);
}

static void describe(const Lexer *lx, const Token *t, Str *out) {
    const char *txt = lx->line + t->pos;
    int len = (int)t->len;
    switch (t->kind) {
        case TOK_NAME:
            strPrintf(out, isKeyword(txt, t->len) ? "keyword '%.*s'" : "name '%.*s'", len, txt);
            return;
        case TOK_NUMBER: strPrintf(out, "number '%.*s'", len, txt); return;
        case TOK_OP: strPrintf(out, "'%.*s'", len, txt); return;
        case TOK_PLUS: strPrintf(out, "'+'"); return;
        case TOK_MINUS: strPrintf(out, "'-'"); return;
        case TOK_STAR: strPrintf(out, "'*'"); return;
        case TOK_AT: strPrintf(out, "'@'"); return;
        case TOK_END: strPrintf(out, "end of line"); return;
    }
    strPrintf(out, "?");
}

static void expected(const Lexer *lx, const char *what) {
    Str d = {0};
    describe(lx, &lx->tok, &d);
    /* lexFail longjmps: copy the description into the message first */
    Str *m = &lx->err->message;
    m->n = 0;
    strPrintf(m, "expected %s, found %s", what, d.p);
    free(d.p);
    lx->err->line = lx->lineNo;
    lx->err->column = column(lx, lx->tok.pos);
    longjmp(*lx->jmp, 1);
}

static void advance(Lexer *lx) {
    const char *L = lx->line;
    size_t n = lx->n, i = lx->p;
    while (i < n && isSpace((unsigned char)L[i])) ++i;
    lx->tok.pos = i;
    lx->tok.len = 0;
    if (i >= n || L[i] == '#') {
        lx->tok.kind = TOK_END;
        lx->p = i;
        return;
    }
    unsigned char c = (unsigned char)L[i];
    if (isNameStart(c)) {
        size_t j = i + 1;
        while (j < n && isNameChar((unsigned char)L[j])) ++j;
        lx->tok.kind = TOK_NAME;
        lx->tok.len = j - i;
        lx->p = j;
        return;
    }
    if (isDigit(c)) {
        /* NUMBER := digits ['.' digits] [('e'|'E') ['+'|'-'] digits] */
        size_t j = i;
        while (j < n && isDigit((unsigned char)L[j])) ++j;
        if (j < n && L[j] == '.') {
            ++j;
            if (!(j < n && isDigit((unsigned char)L[j])))
                lexFail(lx, j, "expected a digit after '.' in number '%.*s'", (int)(j - i), L + i);
            while (j < n && isDigit((unsigned char)L[j])) ++j;
        }
        if (j < n && (L[j] == 'e' || L[j] == 'E')) {
            size_t k = j + 1;
            if (k < n && (L[k] == '+' || L[k] == '-')) ++k;
            if (k < n && isDigit((unsigned char)L[k])) {
                while (k < n && isDigit((unsigned char)L[k])) ++k;
                j = k;
            } else {
                lexFail(lx, j, "malformed exponent in number '%.*s'", (int)(k - i), L + i);
            }
        }
        if (j < n && isNameStart((unsigned char)L[j])) lexFail(lx, j, "expected '*' between a number and a name");
        if (j < n && L[j] == '.') lexFail(lx, j, "unexpected '.' after number '%.*s'", (int)(j - i), L + i);
        lx->tok.kind = TOK_NUMBER;
        lx->tok.len = j - i;
        lx->p = j;
        return;
    }
    if (c == '.' && i + 1 < n && isDigit((unsigned char)L[i + 1]))
        lexFail(lx, i, "a number starts with a digit (write 0.5, not .5)");
    if (i + 1 < n && L[i + 1] == '=' && (c == '=' || c == '<' || c == '>')) {
        lx->tok.kind = TOK_OP;
        lx->tok.len = 2;
        lx->p = i + 2;
        return;
    }
    switch (c) {
        case '+': lx->tok.kind = TOK_PLUS; lx->p = i + 1; return;
        case '-': lx->tok.kind = TOK_MINUS; lx->p = i + 1; return;
        case '*': lx->tok.kind = TOK_STAR; lx->p = i + 1; return;
        case '@': lx->tok.kind = TOK_AT; lx->p = i + 1; return;
        case '=': case '<': case '>':
            lexFail(lx, i, "expected '==', '<=' or '>='");
            return;
        default: break;
    }
    if (c >= 0x20 && c < 0x7F)
        lexFail(lx, i, "unexpected character '%c'", c);
    else
        lexFail(lx, i, "unexpected byte 0x%02X", c);
}

static void lexInit(Lexer *lx, const char *line, size_t n, int lineNo, ParseError *err, jmp_buf *jmp) {
    lx->line = line;
    lx->n = n;
    lx->lineNo = lineNo;
    lx->p = 0;
    lx->tok.kind = TOK_END;
    lx->tok.pos = lx->tok.len = 0;
    lx->err = err;
    lx->jmp = jmp;
    advance(lx);
}

static Token lexNext(Lexer *lx) {
    Token t = lx->tok;
    advance(lx);
    return t;
}

/* ------------------------------------------------------------------------- */
/* Parser */

static double numberValue(const Lexer *lx, const Token *t, int negate) {
    char small[128];
    char *buf = t->len < sizeof small ? small : xmalloc(t->len + 1);
    memcpy(buf, lx->line + t->pos, t->len);
    buf[t->len] = '\0';
    errno = 0;
    double v = strtod(buf, NULL); /* C locale: never setlocale'd */
    if (buf != small) free(buf);
    if (!isfinite(v)) lexFail(lx, t->pos, "number '%.*s' is out of range", (int)t->len, lx->line + t->pos);
    return negate ? -v : v;
}

/* The format's weight (required = 1 001 001 000) as an amoeba strength; the parser has
   rejected weights below AM_NUM_EPS. */
static am_Num amStrength(double w) {
    if (w >= W_REQUIRED) return AM_REQUIRED; /* at or above required means required */
    return (am_Num)w;
}

/* STRENGTH := required | strong | medium | weak | NUMBER (a weight) */
static double parseStrength(Lexer *lx) {
    const Token *t = &lx->tok;
    if (t->kind == TOK_NAME) {
        if (tokIs(lx, t, "required")) { lexNext(lx); return W_REQUIRED; }
        if (tokIs(lx, t, "strong")) { lexNext(lx); return W_STRONG; }
        if (tokIs(lx, t, "medium")) { lexNext(lx); return W_MEDIUM; }
        if (tokIs(lx, t, "weak")) { lexNext(lx); return W_WEAK; }
        if (tokIs(lx, t, "priority"))
            lexFail(lx, t->pos, "priority tiers are not supported by amoeba-cass (amoeba has weights only)");
        expected(lx, "a strength (required, strong, medium, weak or a non-negative number)");
    }
    if (t->kind == TOK_MINUS) lexFail(lx, t->pos, "a strength must be a non-negative number");
    if (t->kind == TOK_NUMBER) {
        Token n = lexNext(lx);
        double v = numberValue(lx, &n, 0);
        /* amoeba reads a strength within AM_NUM_EPS of 0 as required (am_initconstraint),
           and weights at its epsilon break its optimizer: no such weight is passed to it */
        if (v < AM_NUM_EPS)
            lexFail(lx, n.pos, "weight '%.*s' is below 1e-6, which amoeba cannot represent (it reads it as required)",
                    (int)n.len, lx->line + n.pos);
        return v < W_REQUIRED ? v : W_REQUIRED;
    }
    expected(lx, "a strength (required, strong, medium, weak or a non-negative number)");
    return 0.0;
}

typedef struct {
    double *acc;   /* dense coefficient scratch indexed by variable id */
    char *seen;    /* variable already emitted for this constraint */
    size_t capAcc;
    int *touched;
    size_t ntouched, capTouched;
} Scratch;

static void scratchTouch(Scratch *sc, int id, double v) {
    if ((size_t)id >= sc->capAcc) {
        size_t old = sc->capAcc, c = old ? old : 64;
        while (c <= (size_t)id) c *= 2;
        sc->acc = xrealloc(sc->acc, c * sizeof(double));
        sc->seen = xrealloc(sc->seen, c);
        for (size_t i = old; i < c; ++i) { sc->acc[i] = 0.0; sc->seen[i] = 0; }
        sc->capAcc = c;
    }
    grow((void **)&sc->touched, &sc->capTouched, sc->ntouched + 1, sizeof(int));
    sc->touched[sc->ntouched++] = id;
    sc->acc[id] += v;
}

/* EXPR := ['-'] TERM (('+' | '-') TERM)* ; TERM := NUMBER ['*' NAME] | NAME
 * Terms are accumulated with `sign` into the coefficient table of `sc`. */
static void parseExpr(Lexer *lx, System *sys, size_t lineOff, double sign, Scratch *sc, double *constant) {
    int first = 1;
    for (;;) {
        double s = sign;
        if (!first) {
            if (lx->tok.kind == TOK_PLUS) lexNext(lx);
            else if (lx->tok.kind == TOK_MINUS) { lexNext(lx); s = -s; }
            else return;
        } else if (lx->tok.kind == TOK_MINUS) {
            lexNext(lx);
            s = -s;
        }
        first = 0;
        const Token *t = &lx->tok;
        if (t->kind == TOK_NUMBER) {
            Token n = lexNext(lx);
            double v = numberValue(lx, &n, 0);
            if (lx->tok.kind == TOK_STAR) {
                lexNext(lx);
                const Token *nm = &lx->tok;
                if (nm->kind != TOK_NAME) expected(lx, "a variable name after '*'");
                if (isKeyword(lx->line + nm->pos, nm->len))
                    lexFail(lx, nm->pos, "keyword '%.*s' cannot be a variable name", (int)nm->len, lx->line + nm->pos);
                Token name = lexNext(lx);
                int id = intern(sys, lineOff + name.pos, name.len);
                scratchTouch(sc, id, s * v);
            } else {
                *constant += s * v;
            }
        } else if (t->kind == TOK_NAME) {
            if (isKeyword(lx->line + t->pos, t->len))
                lexFail(lx, t->pos, "keyword '%.*s' cannot be a variable name", (int)t->len, lx->line + t->pos);
            Token name = lexNext(lx);
            if (lx->tok.kind == TOK_STAR)
                lexFail(lx, lx->tok.pos, "a term is NUMBER * NAME; 'NAME * ...' is not allowed");
            int id = intern(sys, lineOff + name.pos, name.len);
            scratchTouch(sc, id, s);
        } else {
            expected(lx, "a term (a number or a variable name)");
        }
    }
}

static Span stripStatement(const char *line, size_t n, size_t lineOff) {
    const char *hash = memchr(line, '#', n);
    size_t end = hash ? (size_t)(hash - line) : n;
    size_t b = 0;
    while (b < end && isSpace((unsigned char)line[b])) ++b;
    while (end > b && isSpace((unsigned char)line[end - 1])) --end;
    Span s = {lineOff + b, end - b};
    return s;
}

static void pushOrder(System *sys, StmtKind kind, size_t index) {
    grow((void **)&sys->order, &sys->capOrder, sys->norder + 1, sizeof(Stmt));
    sys->order[sys->norder].kind = kind;
    sys->order[sys->norder].index = (int)index;
    sys->norder++;
}

static void pushLine(System *sys, Span s) {
    grow((void **)&sys->lineText, &sys->capLines, sys->nlines + 1, sizeof(Span));
    sys->lineText[sys->nlines++] = s;
}

/* Parses sys->text; returns 0, or 1 with *err filled in. */
static int parseSystem(System *sys, ParseError *err) {
    Scratch *sc = xcalloc(1, sizeof *sc);
    jmp_buf *jmp = xmalloc(sizeof *jmp);
    int failed = 0;
    if (setjmp(*jmp)) {
        failed = 1;
        goto done;
    }
    {
        const char *text = sys->text;
        size_t len = sys->textLen;
        Span none = {0, 0};
        pushLine(sys, none); /* line 0 unused */
        size_t start = 0;
        int lineNo = 0;
        while (start <= len) {
            const char *nlp = memchr(text + start, '\n', len - start);
            size_t nl = nlp ? (size_t)(nlp - text) : len;
            if (start == len && nl == len && lineNo > 0) break; /* trailing newline */
            const char *line = text + start;
            size_t lineLen = nl - start, lineOff = start;
            start = nl + 1;
            if (lineNo == 0x7FFFFFFF) oom();
            ++lineNo;
            Lexer lx;
            lexInit(&lx, line, lineLen, lineNo, err, jmp);
            if (lx.tok.kind == TOK_END) {
                pushLine(sys, none);
                if (nl == len) break;
                continue;
            }
            pushLine(sys, stripStatement(line, lineLen, lineOff));
            if (lx.tok.kind == TOK_NAME && tokIs(&lx, &lx.tok, "edit")) {
                lexNext(&lx);
                const Token *nm = &lx.tok;
                if (nm->kind != TOK_NAME) expected(&lx, "a variable name");
                if (isKeyword(line + nm->pos, nm->len))
                    lexFail(&lx, nm->pos, "keyword '%.*s' cannot be a variable name", (int)nm->len, line + nm->pos);
                Token name = lexNext(&lx);
                double strength = W_STRONG;
                if (lx.tok.kind == TOK_AT) {
                    lexNext(&lx);
                    strength = parseStrength(&lx);
                }
                if (lx.tok.kind != TOK_END) expected(&lx, "'@' or end of line");
                int id = intern(sys, lineOff + name.pos, name.len);
                grow((void **)&sys->edits, &sys->capEdits, sys->nedits + 1, sizeof(EditIR));
                EditIR *e = &sys->edits[sys->nedits++];
                e->var = id;
                e->strength = amStrength(strength);
                e->line = lineNo;
                pushOrder(sys, STMT_EDIT, sys->nedits - 1);
            } else if (lx.tok.kind == TOK_NAME && tokIs(&lx, &lx.tok, "suggest")) {
                lexNext(&lx);
                const Token *nm = &lx.tok;
                if (nm->kind != TOK_NAME) expected(&lx, "a variable name");
                if (isKeyword(line + nm->pos, nm->len))
                    lexFail(&lx, nm->pos, "keyword '%.*s' cannot be a variable name", (int)nm->len, line + nm->pos);
                Token name = lexNext(&lx);
                int neg = 0;
                if (lx.tok.kind == TOK_MINUS) { lexNext(&lx); neg = 1; }
                if (lx.tok.kind != TOK_NUMBER) expected(&lx, "a number");
                Token num = lexNext(&lx);
                double v = numberValue(&lx, &num, neg);
                if (lx.tok.kind != TOK_END) expected(&lx, "end of line");
                grow((void **)&sys->suggests, &sys->capSuggests, sys->nsuggests + 1, sizeof(SuggestIR));
                SuggestIR *sg = &sys->suggests[sys->nsuggests++];
                sg->nameOff = lineOff + name.pos;
                sg->nameLen = name.len;
                sg->var = lookupName(sys, line + name.pos, name.len);
                sg->value = v;
                sg->line = lineNo;
                pushOrder(sys, STMT_SUGGEST, sys->nsuggests - 1);
            } else {
                ConstraintIR c;
                memset(&c, 0, sizeof c);
                c.line = lineNo;
                c.strength = AM_REQUIRED;
                sc->ntouched = 0;
                double constant = 0.0;
                parseExpr(&lx, sys, lineOff, +1.0, sc, &constant);
                if (lx.tok.kind != TOK_OP) expected(&lx, "'+', '-', '==', '<=' or '>='");
                Token opTok = lexNext(&lx);
                const char *o = line + opTok.pos;
                c.op = o[0] == '=' ? AM_EQUAL : o[0] == '<' ? AM_LESSEQUAL : AM_GREATEQUAL;
                parseExpr(&lx, sys, lineOff, -1.0, sc, &constant);
                if (lx.tok.kind == TOK_OP) lexFail(&lx, lx.tok.pos, "only one comparison is allowed in a constraint");
                if (lx.tok.kind == TOK_AT) {
                    lexNext(&lx);
                    c.strength = amStrength(parseStrength(&lx));
                }
                if (lx.tok.kind != TOK_END) expected(&lx, "'+', '-', '@' or end of line");
                c.constant = constant;
                /* Collect terms: one per variable, in order of first mention in the line;
                   exact zeros are dropped (as kiwi-cass does). */
                c.firstTerm = sys->nterms;
                for (size_t k = 0; k < sc->ntouched; ++k) {
                    int id = sc->touched[k];
                    if (sc->seen[id]) continue;
                    sc->seen[id] = 1;
                    if (sc->acc[id] != 0.0) {
                        grow((void **)&sys->terms, &sys->capTerms, sys->nterms + 1, sizeof(TermIR));
                        sys->terms[sys->nterms].var = id;
                        sys->terms[sys->nterms].coeff = sc->acc[id];
                        sys->nterms++;
                    }
                }
                for (size_t k = 0; k < sc->ntouched; ++k) {
                    sc->acc[sc->touched[k]] = 0.0;
                    sc->seen[sc->touched[k]] = 0;
                }
                c.nterms = sys->nterms - c.firstTerm;
                if (!isfinite(c.constant)) {
                    sys->nterms = c.firstTerm;
                    lexFail(&lx, opTok.pos, "constant term is out of range");
                }
                for (size_t k = 0; k < c.nterms; ++k)
                    if (!isfinite(sys->terms[c.firstTerm + k].coeff)) {
                        sys->nterms = c.firstTerm;
                        lexFail(&lx, opTok.pos, "a coefficient is out of range");
                    }
                grow((void **)&sys->constraints, &sys->capConstraints, sys->nconstraints + 1, sizeof(ConstraintIR));
                sys->constraints[sys->nconstraints++] = c;
                pushOrder(sys, STMT_CONSTRAINT, sys->nconstraints - 1);
            }
            if (nl == len) break;
        }
    }
done:
    free(sc->acc);
    free(sc->seen);
    free(sc->touched);
    free(sc);
    free(jmp);
    return failed;
}

/* ------------------------------------------------------------------------- */
/* amoeba objects built from the parsed system */

typedef struct {
    am_Solver *S;
    am_Num *values;        /* the variables' values, bound with am_newvariable */
    am_Id *vars;
    am_Constraint **cons;  /* NULL until built */
} AmSystem;

static am_Constraint *makeConstraint(const System *sys, const AmSystem *a, size_t i) {
    const ConstraintIR *c = &sys->constraints[i];
    am_Constraint *k = am_newconstraint(a->S, c->strength);
    if (k == NULL) oom();
    /* lhs - rhs, then the relation: amoeba keeps `expr >= 0` (am_setrelation negates
       for <= and ==), as in amoeba's own enaml benchmark */
    for (size_t t = 0; t < c->nterms; ++t) {
        const TermIR *term = &sys->terms[c->firstTerm + t];
        if (am_addterm(k, a->vars[term->var], term->coeff) != AM_OK) oom();
    }
    am_addconstant(k, c->constant);
    am_setrelation(k, c->op);
    return k;
}

/* A fresh solver with the file's variables (value 0) and, unless withConstraints is 0,
   its constraint objects (not added). */
static AmSystem makeAmoeba(const System *sys, int withConstraints) {
    AmSystem a;
    a.S = am_newsolver(NULL, NULL);
    if (a.S == NULL) oom();
    a.values = xcalloc(sys->nnames, sizeof(am_Num));
    a.vars = xmalloc(sys->nnames * sizeof(am_Id));
    for (size_t i = 0; i < sys->nnames; ++i) {
        a.vars[i] = am_newvariable(a.S, &a.values[i]);
        if (a.vars[i] == 0) oom();
    }
    a.cons = xcalloc(sys->nconstraints, sizeof(am_Constraint *));
    if (withConstraints)
        for (size_t i = 0; i < sys->nconstraints; ++i) a.cons[i] = makeConstraint(sys, &a, i);
    return a;
}

static void freeAmoeba(AmSystem *a) {
    if (a->S) am_delsolver(a->S); /* frees the constraints too */
    free(a->values);
    free(a->vars);
    free(a->cons);
    memset(a, 0, sizeof *a);
}

/* Declares an edit variable the way the format (and kiwi) does: at the given weight, with
   its edit constraint at 0.  am_addedit caps the strength at AM_STRONG and starts at the
   variable's current value; am_newedit is what it calls, without the cap.  The caller has
   checked that var is not an edit variable yet.  Returns AM_OK or AM_FAILED. */
static int addEdit(am_Solver *S, am_Id var, am_Num strength) {
    am_Suggest **ps;
    if (strength <= AM_STRONG) {
        if (am_addedit(S, var, strength) != AM_OK) return AM_FAILED;
    } else if (am_newedit(S, var, strength) == NULL) {
        return AM_FAILED;
    }
    ps = (am_Suggest **)am_gettable(&S->suggests, var);
    if (ps == NULL || *ps == NULL) return AM_FAILED;
    if ((*ps)->edit_value != 0) am_suggest(S, var, 0);
    return AM_OK;
}

/* ------------------------------------------------------------------------- */
/* Fatal signals: amoeba has no error path for its internal failures (asserts, compiled
   out); report a crash as a solver failure, exit 1. */

static const char *volatile g_path = "amoeba-cass";
static volatile sig_atomic_t g_line = 0;

static void writeAll(const char *s, size_t n) {
    while (n > 0) {
        ssize_t w = write(2, s, n);
        if (w <= 0) return;
        s += w;
        n -= (size_t)w;
    }
}

static void writeInt(long v) {
    char buf[24];
    size_t i = sizeof buf;
    do { buf[--i] = (char)('0' + v % 10); v /= 10; } while (v > 0 && i > 0);
    writeAll(buf + i, sizeof buf - i);
}

static void onFatalSignal(int sig) {
    const char *p = g_path;
    writeAll(p, strlen(p));
    if (g_line > 0) {
        writeAll(":", 1);
        writeInt(g_line);
    }
    static const char msg[] = ": error: solver failure (amoeba crashed: signal ";
    writeAll(msg, sizeof msg - 1);
    writeInt(sig);
    writeAll(")\n", 2);
    _exit(1);
}

static void installSignalHandlers(void) {
    static char altstack[64 * 1024];
    stack_t ss;
    ss.ss_sp = altstack;
    ss.ss_size = sizeof altstack;
    ss.ss_flags = 0;
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = onFatalSignal;
    sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&sa.sa_mask);
    int sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; ++i) sigaction(sigs[i], &sa, NULL);
}

/* ------------------------------------------------------------------------- */
/* Executing statements */

static const char *nameText(const System *sys, int id) { return sys->text + sys->names[id].off; }

/* Executes one statement; returns 0, or 1 with *err filled in. */
static int execute(am_Solver *S, const System *sys, const AmSystem *a, const Stmt *st, SolveError *err) {
    switch (st->kind) {
        case STMT_CONSTRAINT: {
            const ConstraintIR *c = &sys->constraints[st->index];
            int rc = am_add(a->cons[st->index]);
            if (rc == AM_UNSATISFIED || rc == AM_UNBOUND) {
                err->line = c->line;
                strPrintf(&err->message, "required constraint cannot be satisfied");
                return 1;
            }
            if (rc != AM_OK) {
                err->line = c->line;
                strPrintf(&err->message, "solver failure (am_add returned %d)", rc);
                return 1;
            }
            return 0;
        }
        case STMT_EDIT: {
            const EditIR *e = &sys->edits[st->index];
            err->line = e->line;
            if (e->strength >= AM_REQUIRED) {
                strPrintf(&err->message, "an edit variable cannot have strength required");
                return 1;
            }
            if (am_hasedit(S, a->vars[e->var])) {
                strPrintf(&err->message, "'%.*s' is already an edit variable", (int)sys->names[e->var].len,
                          nameText(sys, e->var));
                return 1;
            }
            if (addEdit(S, a->vars[e->var], e->strength) != AM_OK) {
                strPrintf(&err->message, "solver failure (am_addedit failed)");
                return 1;
            }
            return 0;
        }
        case STMT_SUGGEST: {
            const SuggestIR *s = &sys->suggests[st->index];
            if (s->var < 0 || !am_hasedit(S, a->vars[s->var])) {
                err->line = s->line;
                strPrintf(&err->message, "'%.*s' is not an edit variable", (int)s->nameLen, sys->text + s->nameOff);
                return 1;
            }
            am_suggest(S, a->vars[s->var], s->value);
            return 0;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------------- */
/* Utilities */

static int readFile(const char *path, char **out, size_t *outLen) {
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) return 0;
    size_t cap = 1 << 16, n = 0;
    char *buf = xmalloc(cap);
    for (;;) {
        if (n + 1 >= cap) {
            cap *= 2;
            buf = xrealloc(buf, cap);
        }
        size_t r = fread(buf + n, 1, cap - n - 1, f);
        n += r;
        if (r == 0) break;
    }
    int bad = ferror(f);
    if (f != stdin) fclose(f);
    if (bad) {
        free(buf);
        return 0;
    }
    buf[n] = '\0';
    *out = buf;
    *outLen = n;
    return 1;
}

static const char *baseName(const char *path) {
    const char *p = strrchr(path, '/');
    return p ? p + 1 : path;
}

/* The fewest significant digits that read back as the same double, written without an
   exponent where that is no longer (as std::to_chars does in kiwi-cass): 10, not 1e+01. */
static void formatValue(double v, char *buf, size_t n) {
    if (v == 0.0) v = 0.0; /* -0 prints as 0 */
    int p = 1;
    for (; p < 17; ++p) {
        snprintf(buf, n, "%.*g", p, v);
        if (strtod(buf, NULL) == v) break;
    }
    if (isfinite(v) && v != 0.0) {
        int e = (int)floor(log10(fabs(v))); /* %g writes an exponent when e >= precision */
        if (e >= p && e < 17) p = e + 1;
    }
    snprintf(buf, n, "%.*g", p, v);
}

static void jsonString(Str *o, const char *s) {
    strAppend(o, "\"", 1);
    for (const unsigned char *p = (const unsigned char *)s; *p; ++p) {
        if (*p == '"' || *p == '\\') {
            char b[2] = {'\\', (char)*p};
            strAppend(o, b, 2);
        } else if (*p < 0x20) {
            strPrintf(o, "\\u%04x", *p);
        } else {
            strAppend(o, (const char *)p, 1);
        }
    }
    strAppend(o, "\"", 1);
}

static void jsonNumber(Str *o, double v, int present) {
    if (!present) strPrintf(o, "null");
    else strPrintf(o, "%.6g", v);
}

/* Reads and parses; on failure prints the message and returns 2. */
static int load(const char *path, System *sys) {
    memset(sys, 0, sizeof *sys);
    if (!readFile(path, &sys->text, &sys->textLen)) {
        fprintf(stderr, "%s: error: cannot read file\n", path);
        return 2;
    }
    ParseError e;
    memset(&e, 0, sizeof e);
    if (parseSystem(sys, &e)) {
        fprintf(stderr, "%s:%d:%d: error: %s\n", path, e.line, e.column, e.message.p ? e.message.p : "");
        free(e.message.p);
        freeSystem(sys);
        return 2;
    }
    return 0;
}

static void reportSolveError(const char *path, const System *sys, const SolveError *e) {
    const char *stmt = "";
    int len = 0;
    if (e->line > 0 && (size_t)e->line < sys->nlines) {
        stmt = sys->text + sys->lineText[e->line].off;
        len = (int)sys->lineText[e->line].len;
    }
    fprintf(stderr, "%s:%d: error: %s: %.*s\n", path, e->line, e->message.p ? e->message.p : "", len, stmt);
}

static int stmtLine(const System *sys, const Stmt *st) {
    switch (st->kind) {
        case STMT_CONSTRAINT: return sys->constraints[st->index].line;
        case STMT_EDIT: return sys->edits[st->index].line;
        case STMT_SUGGEST: return sys->suggests[st->index].line;
    }
    return 0;
}

/* Runs every statement in file order, then updates the variables; returns 0 or 1
   (message printed). */
static int solveAll(const char *path, const System *sys, const AmSystem *a) {
    SolveError e;
    memset(&e, 0, sizeof e);
    g_path = path;
    for (size_t i = 0; i < sys->norder; ++i) {
        g_line = stmtLine(sys, &sys->order[i]);
        if (execute(a->S, sys, a, &sys->order[i], &e)) {
            reportSolveError(path, sys, &e);
            free(e.message.p);
            g_line = 0;
            return 1;
        }
    }
    g_line = 0;
    am_updatevars(a->S);
    return 0;
}

static int cmdSolve(const char *path) {
    System sys;
    int rc = load(path, &sys);
    if (rc != 0) return rc;
    AmSystem a = makeAmoeba(&sys, 1);
    rc = solveAll(path, &sys, &a);
    if (rc == 0) {
        Str out = {0};
        char buf[64];
        for (size_t i = 0; i < sys.nnames; ++i) {
            strAppend(&out, sys.text + sys.names[i].off, sys.names[i].len);
            strAppend(&out, " ", 1);
            formatValue(a.values[i], buf, sizeof buf);
            strAppend(&out, buf, strlen(buf));
            strAppend(&out, "\n", 1);
        }
        if (out.n) fwrite(out.p, 1, out.n, stdout);
        free(out.p);
        rc = fflush(stdout) == 0 ? 0 : 1;
    }
    freeAmoeba(&a);
    freeSystem(&sys);
    return rc;
}

/* ------------------------------------------------------------------------- */
/* Benchmark */

static int g_cpuTime = 0;

/* Milliseconds on the benchmark clock: CLOCK_MONOTONIC (std::chrono::steady_clock in
   kiwi-cass), or the thread's CPU time. */
static double clockNow(void) {
    struct timespec ts;
    clock_gettime(g_cpuTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

static double msSince(double a, double b) { return b - a; }

/* Add phase body: edit declarations and constraints in file order, suggests skipped.
   Returns the number of failed operations (0 on a file that solved). */
static int buildSolver(const System *sys, const AmSystem *a) {
    int bad = 0;
    for (size_t i = 0; i < sys->norder; ++i) {
        const Stmt *st = &sys->order[i];
        if (st->kind == STMT_CONSTRAINT) bad += am_add(a->cons[st->index]) != AM_OK;
        else if (st->kind == STMT_EDIT)
            bad += addEdit(a->S, a->vars[sys->edits[st->index].var], sys->edits[st->index].strength) != AM_OK;
    }
    return bad;
}

static int buildSolverConstructing(const System *sys, AmSystem *a) {
    int bad = 0;
    for (size_t i = 0; i < sys->norder; ++i) {
        const Stmt *st = &sys->order[i];
        if (st->kind == STMT_CONSTRAINT) {
            a->cons[st->index] = makeConstraint(sys, a, (size_t)st->index);
            bad += am_add(a->cons[st->index]) != AM_OK;
        } else if (st->kind == STMT_EDIT) {
            bad += addEdit(a->S, a->vars[sys->edits[st->index].var], sys->edits[st->index].strength) != AM_OK;
        }
    }
    return bad;
}

static int cmpDouble(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b ? 1 : 0;
}

static double median(const double *v, size_t n) {
    double *s = xmalloc(n * sizeof(double));
    memcpy(s, v, n * sizeof(double));
    qsort(s, n, sizeof(double), cmpDouble);
    double m = n % 2 ? s[n / 2] : 0.5 * (s[n / 2 - 1] + s[n / 2]);
    free(s);
    return m;
}

typedef struct {
    int present;
    double *samples;
    size_t n;
} PhaseResult;

static void showStats(const char *file, const char *name, const PhaseResult *p) {
    if (!p->present || p->n == 0) return;
    double lo = p->samples[0], hi = p->samples[0];
    for (size_t i = 1; i < p->n; ++i) {
        if (p->samples[i] < lo) lo = p->samples[i];
        if (p->samples[i] > hi) hi = p->samples[i];
    }
    fprintf(stderr, "%s %s: min %.6g median %.6g max %.6g\n", file, name, lo, median(p->samples, p->n), hi);
}

static int cmdBench(char **files, int nfiles, int runs, int stats, int includeConstruct) {
    int worst = 0;
    for (int f = 0; f < nfiles; ++f) {
        const char *path = files[f];
        System sys;
        int rc = load(path, &sys);
        if (rc != 0) {
            if (rc > worst) worst = rc;
            continue;
        }
        {
            /* Validate the file exactly as `solve` would before timing anything. */
            AmSystem check = makeAmoeba(&sys, 1);
            rc = solveAll(path, &sys, &check);
            freeAmoeba(&check);
            if (rc != 0) {
                if (rc > worst) worst = rc;
                freeSystem(&sys);
                continue;
            }
        }
        g_path = path;
        PhaseResult add = {1, xcalloc((size_t)runs, sizeof(double)), 0};
        PhaseResult sug = {sys.nsuggests > 0, xcalloc((size_t)runs, sizeof(double)), 0};
        PhaseResult rem = {sys.nconstraints > 0, xcalloc((size_t)runs, sizeof(double)), 0};
        int bad = 0;
        /* add */
        for (int r = 0; r <= runs && !bad; ++r) {
            AmSystem s = makeAmoeba(&sys, !includeConstruct);
            double t0 = clockNow();
            bad += includeConstruct ? buildSolverConstructing(&sys, &s) : buildSolver(&sys, &s);
            am_updatevars(s.S);
            double t1 = clockNow();
            freeAmoeba(&s);
            if (r > 0) add.samples[add.n++] = msSince(t0, t1);
        }
        /* suggest */
        if (sug.present) {
            for (int r = 0; r <= runs && !bad; ++r) {
                AmSystem s = makeAmoeba(&sys, 1);
                bad += buildSolver(&sys, &s);
                am_updatevars(s.S);
                double t0 = clockNow();
                for (size_t i = 0; i < sys.nsuggests; ++i) {
                    am_suggest(s.S, s.vars[sys.suggests[i].var], sys.suggests[i].value);
                    am_updatevars(s.S);
                }
                double t1 = clockNow();
                freeAmoeba(&s);
                if (r > 0) sug.samples[sug.n++] = msSince(t0, t1) * 1000.0 / (double)sys.nsuggests;
            }
        }
        /* remove */
        if (rem.present) {
            for (int r = 0; r <= runs && !bad; ++r) {
                AmSystem s = makeAmoeba(&sys, 1);
                bad += buildSolver(&sys, &s);
                am_updatevars(s.S);
                double t0 = clockNow();
                for (size_t i = 0; i < sys.nconstraints; ++i) am_remove(s.cons[i]);
                double t1 = clockNow();
                freeAmoeba(&s);
                if (r > 0) rem.samples[rem.n++] = msSince(t0, t1);
            }
        }
        if (bad) {
            fprintf(stderr, "%s: error: solver failure while benchmarking: am_add failed\n", path);
            if (worst < 1) worst = 1;
        } else {
            Str line = {0};
            strPrintf(&line, "{\"file\": ");
            jsonString(&line, baseName(path));
            strPrintf(&line, ", \"constraints\": %zu, \"variables\": %zu, \"add_ms\": ", sys.nconstraints, sys.nnames);
            jsonNumber(&line, median(add.samples, add.n), 1);
            strPrintf(&line, ", \"suggest_us\": ");
            jsonNumber(&line, sug.present ? median(sug.samples, sug.n) : 0, sug.present);
            strPrintf(&line, ", \"remove_ms\": ");
            jsonNumber(&line, rem.present ? median(rem.samples, rem.n) : 0, rem.present);
            strPrintf(&line, ", \"runs\": %d}\n", runs);
            fputs(line.p, stdout);
            fflush(stdout);
            free(line.p);
            if (stats) {
                showStats(baseName(path), "add_ms", &add);
                showStats(baseName(path), "suggest_us", &sug);
                showStats(baseName(path), "remove_ms", &rem);
            }
        }
        free(add.samples);
        free(sug.samples);
        free(rem.samples);
        freeSystem(&sys);
    }
    return worst;
}

static int usage(void) {
    fprintf(stderr,
            "usage: amoeba-cass solve FILE\n"
            "       amoeba-cass bench [--runs N] [--stats] [--include-construct] [--cpu-time] FILE...\n"
            "amoeba " AMOEBA_UPSTREAM " (am_Num = double)\n");
    return 2;
}

int main(int argc, char **argv) {
    installSignalHandlers();
    if (argc < 2) return usage();
    if (strcmp(argv[1], "solve") == 0) {
        if (argc != 3) return usage();
        return cmdSolve(argv[2]);
    }
    if (strcmp(argv[1], "bench") == 0) {
        int runs = 10, stats = 0, construct = 0, nfiles = 0;
        char **files = xmalloc((size_t)argc * sizeof(char *));
        for (int i = 2; i < argc; ++i) {
            const char *a = argv[i];
            if (strcmp(a, "--runs") == 0 || strncmp(a, "--runs=", 7) == 0) {
                const char *v;
                if (strcmp(a, "--runs") == 0) {
                    if (i + 1 >= argc) { free(files); return usage(); }
                    v = argv[++i];
                } else {
                    v = a + 7;
                }
                char *end = NULL;
                errno = 0;
                long n = strtol(v, &end, 10);
                if (*v == '\0' || *end != '\0' || errno != 0 || n < 1 || n > 1000000) {
                    fprintf(stderr, "amoeba-cass: --runs needs a whole number from 1 to 1000000\n");
                    free(files);
                    return 2;
                }
                runs = (int)n;
            } else if (strcmp(a, "--stats") == 0) {
                stats = 1;
            } else if (strcmp(a, "--include-construct") == 0) {
                construct = 1;
            } else if (strcmp(a, "--cpu-time") == 0) {
                g_cpuTime = 1;
            } else if (strlen(a) > 1 && a[0] == '-' && strcmp(a, "-") != 0) {
                fprintf(stderr, "amoeba-cass: unknown option %s\n", a);
                free(files);
                return usage();
            } else {
                files[nfiles++] = argv[i];
            }
        }
        if (nfiles == 0) { free(files); return usage(); }
        int rc = cmdBench(files, nfiles, runs, stats, construct);
        free(files);
        return rc;
    }
    return usage();
}
