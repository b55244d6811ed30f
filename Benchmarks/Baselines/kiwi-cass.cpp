// kiwi-cass: reads `.cass` constraint files (format: docs/ConstraintFileFormat.md,
// version 1) and solves or benchmarks them with the kiwi C++ Cassowary solver.
//
//   kiwi-cass solve FILE
//   kiwi-cass bench [--runs N] [--stats] [--include-construct] [--cpu-time] FILE...
//
// Build (kiwi is header-only; use the headers from the kiwisolver sdist):
//   g++ -std=c++17 -O2 -DNDEBUG -I<kiwisolver-sdist> kiwi-cass.cpp -o kiwi-cass
//
// Exit status: 0 solved / benchmarked; 1 a file is not solvable as written;
// 2 a file is malformed (or cannot be read, or the command line is wrong).
//
// Bench output: one JSON line per file with the keys of the spec.  Every phase is
// run once as a warm-up and then --runs times (default 10) on a fresh solver; the
// figure reported is the median of the counted runs.  Parsing is never timed.  The
// kiwi Variable and Constraint objects are built from the parsed file before any
// timing (they are immutable handles that every fresh solver shares), so `add`
// times solver work only; --include-construct moves the construction of the
// Constraint objects into the timed `add` phase instead.  --stats writes min,
// median and max of every phase to standard error.  --cpu-time measures the thread's CPU
// time (CLOCK_THREAD_CPUTIME_ID) instead of std::chrono::steady_clock, for machines so
// busy that wall-clock times mostly measure the other load.

#include <kiwi/kiwi.h>

#include <time.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <new>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

// ---------------------------------------------------------------------------
// Parsed representation of a file

struct TermIR {
    int var;
    double coeff;
};

struct ConstraintIR {
    std::vector<TermIR> terms;  // lhs - rhs, collected (one entry per variable)
    double constant = 0.0;      // lhs - rhs constant
    kiwi::RelationalOperator op = kiwi::OP_EQ;
    double strength = kiwi::strength::required;
    int line = 0;
};

struct EditIR {
    int var;
    double strength;
    int line;
};

struct SuggestIR {
    std::string name;  // may name no variable at all (an error when executed)
    int var;           // -1 when the name is not a variable
    double value;
    int line;
};

enum class StmtKind { Constraint, Edit, Suggest };

struct Stmt {
    StmtKind kind;
    int index;  // into constraints / edits / suggests
};

struct System {
    std::vector<std::string> names;  // variables in order of first appearance
    std::unordered_map<std::string, int> index;
    std::vector<ConstraintIR> constraints;
    std::vector<EditIR> edits;
    std::vector<SuggestIR> suggests;
    std::vector<Stmt> order;
    std::vector<std::string> lineText;  // statement text per line (1-based), comment stripped

    int intern(const std::string& name) {
        auto it = index.find(name);
        if (it != index.end()) return it->second;
        int id = static_cast<int>(names.size());
        names.push_back(name);
        index.emplace(name, id);
        return id;
    }
};

// ---------------------------------------------------------------------------
// Errors

struct ParseError {
    int line;
    int column;
    std::string message;
};

struct SolveError {
    int line;
    std::string message;
};

// ---------------------------------------------------------------------------
// Lexer (one line at a time)

enum class Tok { Name, Number, Op, Plus, Minus, Star, At, End };

struct Token {
    Tok kind;
    size_t pos;        // byte offset in the line
    std::string text;  // Name / Number / Op spelling
};

bool isNameStart(unsigned char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool isNameChar(unsigned char c) { return isNameStart(c) || (c >= '0' && c <= '9') || c == '.'; }
bool isDigit(unsigned char c) { return c >= '0' && c <= '9'; }
bool isSpace(unsigned char c) { return c == ' ' || c == '\t' || c == '\r'; }

bool isKeyword(const std::string& s) {
    return s == "edit" || s == "suggest" || s == "required" || s == "strong" || s == "medium" ||
           s == "weak";
}

class LineLexer {
public:
    LineLexer(const std::string& line, int lineNo) : m_line(line), m_lineNo(lineNo) { advance(); }

    const Token& peek() const { return m_tok; }

    Token next() {
        Token t = m_tok;
        advance();
        return t;
    }

    // 1-based column of a byte offset, counting UTF-8 code points.
    int column(size_t pos) const {
        int col = 1;
        for (size_t i = 0; i < pos && i < m_line.size(); ++i)
            if ((static_cast<unsigned char>(m_line[i]) & 0xC0) != 0x80) ++col;
        return col;
    }

    [[noreturn]] void fail(size_t pos, const std::string& msg) const {
        throw ParseError{m_lineNo, column(pos), msg};
    }

    [[noreturn]] void expected(const std::string& what) const {
        fail(m_tok.pos, "expected " + what + ", found " + describe(m_tok));
    }

    static std::string describe(const Token& t) {
        switch (t.kind) {
            case Tok::Name: return isKeyword(t.text) ? "keyword '" + t.text + "'" : "name '" + t.text + "'";
            case Tok::Number: return "number '" + t.text + "'";
            case Tok::Op: return "'" + t.text + "'";
            case Tok::Plus: return "'+'";
            case Tok::Minus: return "'-'";
            case Tok::Star: return "'*'";
            case Tok::At: return "'@'";
            case Tok::End: return "end of line";
        }
        return "?";
    }

private:
    void advance() {
        size_t i = m_pos;
        while (i < m_line.size() && isSpace(static_cast<unsigned char>(m_line[i]))) ++i;
        m_tok.pos = i;
        m_tok.text.clear();
        if (i >= m_line.size() || m_line[i] == '#') {
            m_tok.kind = Tok::End;
            m_pos = i;
            return;
        }
        unsigned char c = static_cast<unsigned char>(m_line[i]);
        if (isNameStart(c)) {
            size_t j = i + 1;
            while (j < m_line.size() && isNameChar(static_cast<unsigned char>(m_line[j]))) ++j;
            m_tok.kind = Tok::Name;
            m_tok.text = m_line.substr(i, j - i);
            m_pos = j;
            return;
        }
        if (isDigit(c) || (c == '.' && i + 1 < m_line.size() && isDigit(static_cast<unsigned char>(m_line[i + 1])))) {
            size_t j = i;
            while (j < m_line.size() && isDigit(static_cast<unsigned char>(m_line[j]))) ++j;
            if (j < m_line.size() && m_line[j] == '.') {
                ++j;
                while (j < m_line.size() && isDigit(static_cast<unsigned char>(m_line[j]))) ++j;
            }
            if (j < m_line.size() && (m_line[j] == 'e' || m_line[j] == 'E')) {
                size_t k = j + 1;
                if (k < m_line.size() && (m_line[k] == '+' || m_line[k] == '-')) ++k;
                if (k < m_line.size() && isDigit(static_cast<unsigned char>(m_line[k]))) {
                    while (k < m_line.size() && isDigit(static_cast<unsigned char>(m_line[k]))) ++k;
                    j = k;
                } else {
                    fail(j, "malformed exponent in number '" + m_line.substr(i, k - i) + "'");
                }
            }
            if (j < m_line.size() && isNameStart(static_cast<unsigned char>(m_line[j])))
                fail(j, "expected '*' between a number and a name");
            m_tok.kind = Tok::Number;
            m_tok.text = m_line.substr(i, j - i);
            m_pos = j;
            return;
        }
        auto two = [&](char a, char b) { return i + 1 < m_line.size() && m_line[i] == a && m_line[i + 1] == b; };
        if (two('=', '=') || two('<', '=') || two('>', '=')) {
            m_tok.kind = Tok::Op;
            m_tok.text = m_line.substr(i, 2);
            m_pos = i + 2;
            return;
        }
        switch (c) {
            case '+': m_tok.kind = Tok::Plus; m_pos = i + 1; return;
            case '-': m_tok.kind = Tok::Minus; m_pos = i + 1; return;
            case '*': m_tok.kind = Tok::Star; m_pos = i + 1; return;
            case '@': m_tok.kind = Tok::At; m_pos = i + 1; return;
            case '=': case '<': case '>':
                fail(i, "expected '==', '<=' or '>='");
            default: break;
        }
        char buf[64];
        if (c >= 0x20 && c < 0x7F)
            std::snprintf(buf, sizeof buf, "unexpected character '%c'", c);
        else
            std::snprintf(buf, sizeof buf, "unexpected byte 0x%02X", c);
        fail(i, buf);
    }

    const std::string& m_line;
    int m_lineNo;
    size_t m_pos = 0;
    Token m_tok{Tok::End, 0, {}};
};

// ---------------------------------------------------------------------------
// Parser

double numberValue(const LineLexer& lx, const Token& t, bool negate) {
    errno = 0;
    double v = std::strtod(t.text.c_str(), nullptr);  // C locale: never setlocale'd
    if (!std::isfinite(v)) lx.fail(t.pos, "number '" + t.text + "' is out of range");
    return negate ? -v : v;
}

// STRENGTH := required | strong | medium | weak | NUMBER (non-negative)
double parseStrength(LineLexer& lx) {
    const Token& t = lx.peek();
    if (t.kind == Tok::Name) {
        if (t.text == "required") { lx.next(); return kiwi::strength::required; }
        if (t.text == "strong") { lx.next(); return kiwi::strength::strong; }
        if (t.text == "medium") { lx.next(); return kiwi::strength::medium; }
        if (t.text == "weak") { lx.next(); return kiwi::strength::weak; }
        lx.expected("a strength (required, strong, medium, weak or a non-negative number)");
    }
    if (t.kind == Tok::Minus) {
        size_t pos = t.pos;
        lx.next();
        if (lx.peek().kind == Tok::Number) {
            Token n = lx.next();
            double v = numberValue(lx, n, true);
            if (v != 0.0) lx.fail(pos, "a strength must be non-negative");
            return 0.0;
        }
        lx.expected("a number");
    }
    if (t.kind == Tok::Number) {
        Token n = lx.next();
        double v = numberValue(lx, n, false);
        return std::min(v, kiwi::strength::required);  // at or above required means required
    }
    lx.expected("a strength (required, strong, medium, weak or a non-negative number)");
}

// EXPR := ['-'] TERM (('+' | '-') ['-'] TERM)* ; TERM := NUMBER ['*' NAME] | NAME
// (a '-' directly before a term is accepted anywhere, so `a + -0.5 * b` parses).
// Terms are accumulated with `sign` into the coefficient table `acc`.
void parseExpr(LineLexer& lx, System& sys, double sign, std::vector<double>& acc,
               std::vector<int>& touched, double& constant) {
    bool first = true;
    for (;;) {
        double s = sign;
        if (!first) {
            const Token& op = lx.peek();
            if (op.kind == Tok::Plus) lx.next();
            else if (op.kind == Tok::Minus) { lx.next(); s = -s; }
            else return;
        }
        first = false;
        if (lx.peek().kind == Tok::Minus) { lx.next(); s = -s; }
        const Token& t = lx.peek();
        if (t.kind == Tok::Number) {
            Token n = lx.next();
            double v = numberValue(lx, n, false);
            if (lx.peek().kind == Tok::Star) {
                lx.next();
                const Token& nm = lx.peek();
                if (nm.kind != Tok::Name) lx.expected("a variable name after '*'");
                if (isKeyword(nm.text)) lx.fail(nm.pos, "keyword '" + nm.text + "' cannot be a variable name");
                Token name = lx.next();
                int id = sys.intern(name.text);
                if (static_cast<size_t>(id) >= acc.size()) acc.resize(id + 1, 0.0);
                touched.push_back(id);
                acc[id] += s * v;
            } else {
                constant += s * v;
            }
        } else if (t.kind == Tok::Name) {
            if (isKeyword(t.text)) lx.fail(t.pos, "keyword '" + t.text + "' cannot be a variable name");
            Token name = lx.next();
            if (lx.peek().kind == Tok::Star)
                lx.fail(lx.peek().pos, "a term is NUMBER * NAME; 'NAME * ...' is not allowed");
            int id = sys.intern(name.text);
            if (static_cast<size_t>(id) >= acc.size()) acc.resize(id + 1, 0.0);
            touched.push_back(id);
            acc[id] += s;
        } else {
            lx.expected("a term (a number or a variable name)");
        }
    }
}

std::string stripStatement(const std::string& line) {
    size_t end = line.find('#');
    if (end == std::string::npos) end = line.size();
    size_t b = 0;
    while (b < end && isSpace(static_cast<unsigned char>(line[b]))) ++b;
    while (end > b && isSpace(static_cast<unsigned char>(line[end - 1]))) --end;
    return line.substr(b, end - b);
}

System parseSystem(const std::string& text) {
    System sys;
    sys.lineText.emplace_back();  // line 0 unused
    std::vector<double> acc;      // dense coefficient scratch indexed by variable id
    std::vector<char> seen;       // scratch: variable already emitted for this constraint
    std::vector<int> touched;
    size_t start = 0;
    int lineNo = 0;
    while (start <= text.size()) {
        size_t nl = text.find('\n', start);
        if (nl == std::string::npos) nl = text.size();
        if (start == text.size() && nl == text.size() && lineNo > 0) break;  // trailing newline
        std::string line = text.substr(start, nl - start);
        start = nl + 1;
        ++lineNo;
        LineLexer lx(line, lineNo);
        const Token& first = lx.peek();
        if (first.kind == Tok::End) {
            sys.lineText.emplace_back();
            if (nl == text.size()) break;
            continue;
        }
        sys.lineText.push_back(stripStatement(line));
        if (first.kind == Tok::Name && first.text == "edit") {
            lx.next();
            const Token& nm = lx.peek();
            if (nm.kind != Tok::Name) lx.expected("a variable name");
            if (isKeyword(nm.text)) lx.fail(nm.pos, "keyword '" + nm.text + "' cannot be a variable name");
            Token name = lx.next();
            double strength = kiwi::strength::strong;
            if (lx.peek().kind == Tok::At) {
                lx.next();
                strength = parseStrength(lx);
            }
            if (lx.peek().kind != Tok::End) lx.expected("'@' or end of line");
            int id = sys.intern(name.text);
            sys.edits.push_back(EditIR{id, strength, lineNo});
            sys.order.push_back(Stmt{StmtKind::Edit, static_cast<int>(sys.edits.size()) - 1});
        } else if (first.kind == Tok::Name && first.text == "suggest") {
            lx.next();
            const Token& nm = lx.peek();
            if (nm.kind != Tok::Name) lx.expected("a variable name");
            if (isKeyword(nm.text)) lx.fail(nm.pos, "keyword '" + nm.text + "' cannot be a variable name");
            Token name = lx.next();
            bool neg = false;
            if (lx.peek().kind == Tok::Minus) { lx.next(); neg = true; }
            if (lx.peek().kind != Tok::Number) lx.expected("a number");
            Token num = lx.next();
            double v = numberValue(lx, num, neg);
            if (lx.peek().kind != Tok::End) lx.expected("end of line");
            auto it = sys.index.find(name.text);
            sys.suggests.push_back(SuggestIR{name.text, it == sys.index.end() ? -1 : it->second, v, lineNo});
            sys.order.push_back(Stmt{StmtKind::Suggest, static_cast<int>(sys.suggests.size()) - 1});
        } else {
            ConstraintIR c;
            c.line = lineNo;
            touched.clear();
            double constant = 0.0;
            parseExpr(lx, sys, +1.0, acc, touched, constant);
            const Token& op = lx.peek();
            if (op.kind != Tok::Op) lx.expected("'+', '-', '==', '<=' or '>='");
            Token opTok = lx.next();
            c.op = opTok.text == "==" ? kiwi::OP_EQ : opTok.text == "<=" ? kiwi::OP_LE : kiwi::OP_GE;
            parseExpr(lx, sys, -1.0, acc, touched, constant);
            if (seen.size() < acc.size()) seen.resize(acc.size(), 0);
            if (lx.peek().kind == Tok::Op) lx.fail(lx.peek().pos, "only one comparison is allowed in a constraint");
            if (lx.peek().kind == Tok::At) {
                lx.next();
                c.strength = parseStrength(lx);
            }
            if (lx.peek().kind != Tok::End) lx.expected("'+', '-', '@' or end of line");
            c.constant = constant;
            // Collect terms: one per variable, in order of first mention in the line;
            // exact zeros are dropped (kiwi ignores near-zero coefficients anyway).
            for (int id : touched) {
                if (seen[id]) continue;
                seen[id] = 1;
                if (acc[id] != 0.0) c.terms.push_back(TermIR{id, acc[id]});
            }
            for (int id : touched) { acc[id] = 0.0; seen[id] = 0; }
            if (!std::isfinite(c.constant))
                throw ParseError{lineNo, lx.column(opTok.pos), "constant term is out of range"};
            for (const TermIR& t : c.terms)
                if (!std::isfinite(t.coeff))
                    throw ParseError{lineNo, lx.column(opTok.pos), "a coefficient is out of range"};
            sys.constraints.push_back(std::move(c));
            sys.order.push_back(Stmt{StmtKind::Constraint, static_cast<int>(sys.constraints.size()) - 1});
        }
        if (nl == text.size()) break;
    }
    return sys;
}

// ---------------------------------------------------------------------------
// kiwi objects built from the parsed system

struct KiwiSystem {
    std::vector<kiwi::Variable> vars;
    std::vector<kiwi::Constraint> constraints;
};

kiwi::Constraint makeConstraint(const ConstraintIR& c, const std::vector<kiwi::Variable>& vars) {
    std::vector<kiwi::Term> terms;
    terms.reserve(c.terms.size());
    for (const TermIR& t : c.terms) terms.emplace_back(vars[t.var], t.coeff);
    return kiwi::Constraint(kiwi::Expression(std::move(terms), c.constant), c.op, c.strength);
}

KiwiSystem makeKiwi(const System& sys, bool withConstraints = true) {
    KiwiSystem k;
    k.vars.reserve(sys.names.size());
    for (const std::string& n : sys.names) k.vars.emplace_back(n);
    if (withConstraints) {
        k.constraints.reserve(sys.constraints.size());
        for (const ConstraintIR& c : sys.constraints) k.constraints.push_back(makeConstraint(c, k.vars));
    }
    return k;
}

// Executes one statement; converts kiwi's exceptions into SolveError.
void execute(kiwi::Solver& solver, const System& sys, const KiwiSystem& k, const Stmt& st) {
    switch (st.kind) {
        case StmtKind::Constraint: {
            const ConstraintIR& c = sys.constraints[st.index];
            try {
                solver.addConstraint(k.constraints[st.index]);
            } catch (const kiwi::UnsatisfiableConstraint&) {
                throw SolveError{c.line, "required constraint cannot be satisfied"};
            } catch (const kiwi::DuplicateConstraint&) {
                throw SolveError{c.line, "duplicate constraint"};
            }
            break;
        }
        case StmtKind::Edit: {
            const EditIR& e = sys.edits[st.index];
            if (e.strength >= kiwi::strength::required)
                throw SolveError{e.line, "an edit variable cannot have strength required"};
            try {
                solver.addEditVariable(k.vars[e.var], e.strength);
            } catch (const kiwi::DuplicateEditVariable&) {
                throw SolveError{e.line, "'" + sys.names[e.var] + "' is already an edit variable"};
            } catch (const kiwi::BadRequiredStrength&) {
                throw SolveError{e.line, "an edit variable cannot have strength required"};
            }
            break;
        }
        case StmtKind::Suggest: {
            const SuggestIR& s = sys.suggests[st.index];
            if (s.var < 0 || !solver.hasEditVariable(k.vars[s.var]))
                throw SolveError{s.line, "'" + s.name + "' is not an edit variable"};
            solver.suggestValue(k.vars[s.var], s.value);
            break;
        }
    }
}

// ---------------------------------------------------------------------------
// Utilities

bool readFile(const std::string& path, std::string& out) {
    if (path == "-") {
        std::ostringstream ss;
        ss << std::cin.rdbuf();
        out = ss.str();
        return !std::cin.bad();
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream ss;
    ss << in.rdbuf();
    if (in.bad()) return false;
    out = ss.str();
    return true;
}

std::string baseName(const std::string& path) {
    size_t p = path.find_last_of('/');
    return p == std::string::npos ? path : path.substr(p + 1);
}

std::string formatValue(double v) {
    if (v == 0.0) v = 0.0;  // -0 prints as 0
    char buf[64];
    auto r = std::to_chars(buf, buf + sizeof buf, v);  // shortest round-trip form
    return std::string(buf, r.ptr);
}

std::string jsonString(const std::string& s) {
    std::string o = "\"";
    for (unsigned char c : s) {
        if (c == '"' || c == '\\') { o += '\\'; o += static_cast<char>(c); }
        else if (c < 0x20) { char b[8]; std::snprintf(b, sizeof b, "\\u%04x", c); o += b; }
        else o += static_cast<char>(c);
    }
    return o + "\"";
}

std::string jsonNumber(double v, bool present) {
    if (!present) return "null";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

struct Loaded {
    bool ok = false;
    int code = 0;
    System sys;
};

// Reads and parses; on failure prints the message and returns code 2.
Loaded load(const std::string& path) {
    Loaded l;
    std::string text;
    if (!readFile(path, text)) {
        std::fprintf(stderr, "%s: error: cannot read file\n", path.c_str());
        l.code = 2;
        return l;
    }
    try {
        l.sys = parseSystem(text);
    } catch (const ParseError& e) {
        std::fprintf(stderr, "%s:%d:%d: error: %s\n", path.c_str(), e.line, e.column, e.message.c_str());
        l.code = 2;
        return l;
    }
    l.ok = true;
    return l;
}

void reportSolveError(const std::string& path, const System& sys, const SolveError& e) {
    const std::string& stmt = (e.line > 0 && static_cast<size_t>(e.line) < sys.lineText.size()) ? sys.lineText[e.line] : std::string();
    std::fprintf(stderr, "%s:%d: error: %s: %s\n", path.c_str(), e.line, e.message.c_str(), stmt.c_str());
}

// Runs every statement in file order; returns 0 or 1 (message printed).
int stmtLine(const System& sys, const Stmt& st) {
    switch (st.kind) {
        case StmtKind::Constraint: return sys.constraints[st.index].line;
        case StmtKind::Edit: return sys.edits[st.index].line;
        case StmtKind::Suggest: return sys.suggests[st.index].line;
    }
    return 0;
}

int solveAll(const std::string& path, const System& sys, const KiwiSystem& k, kiwi::Solver& solver) {
    try {
        for (const Stmt& st : sys.order) {
            try {
                execute(solver, sys, k, st);
            } catch (const kiwi::InternalSolverError& e) {
                // e.g. "The objective is unbounded": kiwi's round-off failure (see report)
                throw SolveError{stmtLine(sys, st), std::string("solver failure (") + e.what() + ")"};
            }
        }
        solver.updateVariables();
    } catch (const SolveError& e) {
        reportSolveError(path, sys, e);
        return 1;
    } catch (const kiwi::InternalSolverError& e) {
        std::fprintf(stderr, "%s: error: solver failure: %s\n", path.c_str(), e.what());
        return 1;
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "%s: error: out of memory\n", path.c_str());
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: error: %s\n", path.c_str(), e.what());
        return 1;
    }
    return 0;
}

int cmdSolve(const std::string& path) {
    Loaded l = load(path);
    if (!l.ok) return l.code;
    KiwiSystem k = makeKiwi(l.sys);
    kiwi::Solver solver;
    int rc = solveAll(path, l.sys, k, solver);
    if (rc != 0) return rc;
    std::string out;
    out.reserve(l.sys.names.size() * 24);
    for (size_t i = 0; i < l.sys.names.size(); ++i) {
        out += l.sys.names[i];
        out += ' ';
        out += formatValue(k.vars[i].value());
        out += '\n';
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return std::fflush(stdout) == 0 ? 0 : 1;
}

// ---------------------------------------------------------------------------
// Benchmark

bool g_cpuTime = false;

// Milliseconds on the benchmark clock: steady_clock, or the thread's CPU time.
struct Clock {
    using time_point = double;
    static double now() {
        if (g_cpuTime) {
            timespec ts;
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
            return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
        }
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
    }
};

double msSince(double a, double b) { return b - a; }

// Add phase body: edit declarations and constraints in file order, suggests skipped.
void buildSolver(kiwi::Solver& s, const System& sys, const KiwiSystem& k) {
    for (const Stmt& st : sys.order) {
        if (st.kind == StmtKind::Constraint) s.addConstraint(k.constraints[st.index]);
        else if (st.kind == StmtKind::Edit) s.addEditVariable(k.vars[sys.edits[st.index].var], sys.edits[st.index].strength);
    }
}

void buildSolverConstructing(kiwi::Solver& s, const System& sys, const KiwiSystem& k) {
    for (const Stmt& st : sys.order) {
        if (st.kind == StmtKind::Constraint) s.addConstraint(makeConstraint(sys.constraints[st.index], k.vars));
        else if (st.kind == StmtKind::Edit) s.addEditVariable(k.vars[sys.edits[st.index].var], sys.edits[st.index].strength);
    }
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

struct PhaseResult {
    bool present = false;
    std::vector<double> samples;
};

int cmdBench(const std::vector<std::string>& files, int runs, bool stats, bool includeConstruct) {
    int worst = 0;
    for (const std::string& path : files) {
        Loaded l = load(path);
        if (!l.ok) { worst = std::max(worst, l.code); continue; }
        const System& sys = l.sys;
        KiwiSystem k = makeKiwi(sys);
        {
            // Validate the file exactly as `solve` would before timing anything.
            kiwi::Solver check;
            int rc = solveAll(path, sys, k, check);
            if (rc != 0) { worst = std::max(worst, rc); continue; }
        }
        PhaseResult add, sug, rem;
        add.present = true;
        sug.present = !sys.suggests.empty();
        rem.present = !sys.constraints.empty();
        try {
            // add
            for (int r = 0; r <= runs; ++r) {
                KiwiSystem fresh;
                if (includeConstruct) fresh = makeKiwi(sys, false);
                const KiwiSystem& use = includeConstruct ? fresh : k;
                auto t0 = Clock::now();
                auto s = std::make_unique<kiwi::Solver>();
                if (includeConstruct) buildSolverConstructing(*s, sys, use);
                else buildSolver(*s, sys, use);
                s->updateVariables();
                auto t1 = Clock::now();
                s.reset();
                if (r > 0) add.samples.push_back(msSince(t0, t1));
            }
            // suggest
            if (sug.present) {
                for (int r = 0; r <= runs; ++r) {
                    auto s = std::make_unique<kiwi::Solver>();
                    buildSolver(*s, sys, k);
                    s->updateVariables();
                    auto t0 = Clock::now();
                    for (const SuggestIR& sg : sys.suggests) {
                        s->suggestValue(k.vars[sg.var], sg.value);
                        s->updateVariables();
                    }
                    auto t1 = Clock::now();
                    s.reset();
                    if (r > 0) sug.samples.push_back(msSince(t0, t1) * 1000.0 / sys.suggests.size());
                }
            }
            // remove
            if (rem.present) {
                for (int r = 0; r <= runs; ++r) {
                    auto s = std::make_unique<kiwi::Solver>();
                    buildSolver(*s, sys, k);
                    s->updateVariables();
                    auto t0 = Clock::now();
                    for (const kiwi::Constraint& c : k.constraints) s->removeConstraint(c);
                    auto t1 = Clock::now();
                    s.reset();
                    if (r > 0) rem.samples.push_back(msSince(t0, t1));
                }
            }
        } catch (const std::exception& e) {
            std::fprintf(stderr, "%s: error: solver failure while benchmarking: %s\n", path.c_str(), e.what());
            worst = std::max(worst, 1);
            continue;
        }
        std::string line = "{\"file\": " + jsonString(baseName(path)) +
                           ", \"constraints\": " + std::to_string(sys.constraints.size()) +
                           ", \"variables\": " + std::to_string(sys.names.size()) +
                           ", \"add_ms\": " + jsonNumber(median(add.samples), true) +
                           ", \"suggest_us\": " + jsonNumber(sug.present ? median(sug.samples) : 0, sug.present) +
                           ", \"remove_ms\": " + jsonNumber(rem.present ? median(rem.samples) : 0, rem.present) +
                           ", \"runs\": " + std::to_string(runs) + "}\n";
        std::fputs(line.c_str(), stdout);
        std::fflush(stdout);
        if (stats) {
            auto show = [&](const char* name, const PhaseResult& p) {
                if (!p.present) return;
                auto mm = std::minmax_element(p.samples.begin(), p.samples.end());
                std::fprintf(stderr, "%s %s: min %.6g median %.6g max %.6g\n", baseName(path).c_str(), name,
                             *mm.first, median(p.samples), *mm.second);
            };
            show("add_ms", add);
            show("suggest_us", sug);
            show("remove_ms", rem);
        }
    }
    return worst;
}

int usage() {
    std::fprintf(stderr,
                 "usage: kiwi-cass solve FILE\n"
                 "       kiwi-cass bench [--runs N] [--stats] [--include-construct] [--cpu-time] FILE...\n"
                 "kiwi " KIWI_VERSION "\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) return usage();
    try {
        if (args[0] == "solve") {
            if (args.size() != 2) return usage();
            return cmdSolve(args[1]);
        }
        if (args[0] == "bench") {
            int runs = 10;
            bool stats = false, construct = false;
            std::vector<std::string> files;
            for (size_t i = 1; i < args.size(); ++i) {
                const std::string& a = args[i];
                if (a == "--runs" || a.rfind("--runs=", 0) == 0) {
                    std::string v;
                    if (a == "--runs") {
                        if (i + 1 >= args.size()) return usage();
                        v = args[++i];
                    } else {
                        v = a.substr(7);
                    }
                    char* end = nullptr;
                    long n = std::strtol(v.c_str(), &end, 10);
                    if (v.empty() || *end != '\0' || n < 1 || n > 1000000) {
                        std::fprintf(stderr, "kiwi-cass: --runs needs a whole number from 1 to 1000000\n");
                        return 2;
                    }
                    runs = static_cast<int>(n);
                } else if (a == "--stats") {
                    stats = true;
                } else if (a == "--include-construct") {
                    construct = true;
                } else if (a == "--cpu-time") {
                    g_cpuTime = true;
                } else if (a.size() > 1 && a[0] == '-' && a != "-") {
                    std::fprintf(stderr, "kiwi-cass: unknown option %s\n", a.c_str());
                    return usage();
                } else {
                    files.push_back(a);
                }
            }
            if (files.empty()) return usage();
            return cmdBench(files, runs, stats, construct);
        }
    } catch (const std::bad_alloc&) {
        std::fprintf(stderr, "kiwi-cass: out of memory\n");
        return 1;
    }
    return usage();
}
