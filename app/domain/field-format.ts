// A registration field's pattern (accounts §5: "Field rules for registration come from server
// configuration (regExp)") described as data, so the form can say in words what it accepts instead
// of only "The account format is incorrect". Only the simple shapes these settings use are read:
// lookaheads that demand a letter or a digit, then character classes with counts. Anything else
// (an e-mail pattern, alternations, groups) gives null and the field keeps its plain message.

export type CharKind = "letters" | "digits" | "underscore" | "hyphen" | "symbols" | "any";

export type FieldFormat = {
  min: number;
  /** null: no upper limit. */
  max: number | null;
  /** What the characters may be, in a fixed order. */
  kinds: CharKind[];
  /** Characters a negated class leaves out ("[^<>]": "<", ">"). */
  except: string[];
  /** The first character must be a letter ("^[A-Za-z][A-Za-z0-9_]{5,15}$"). */
  startsWithLetter: boolean;
  /** At least one of these must appear ("(?=.*[A-Za-z])(?=.*\d)"). */
  needs: Array<"letter" | "digit">;
};

const KIND_ORDER: CharKind[] = ["letters", "digits", "underscore", "hyphen", "symbols", "any"];

type Atom = { kinds: Set<CharKind>; except: string[]; min: number; max: number | null };

/** The kinds of a class body ("A-Za-z0-9_"), or null when it holds something else. */
function classKinds(body: string): Set<CharKind> | null {
  const kinds = new Set<CharKind>();
  let rest = body;
  const parts: Array<[RegExp, CharKind[]]> = [
    [/^A-Za-z|^a-zA-Z|^A-Z|^a-z/, ["letters"]],
    [/^0-9|^\\d/, ["digits"]],
    [/^\\w/, ["letters", "digits", "underscore"]],
    [/^_/, ["underscore"]],
    [/^\\-|^-$|^-(?=])/, ["hyphen"]],
    // Printable ASCII from "!" to "~": letters, digits and symbols.
    [/^\\x21-\\x7e|^!-~/i, ["letters", "digits", "symbols"]],
  ];
  while (rest.length > 0) {
    const hit = parts.find(([re]) => re.test(rest));
    if (!hit) return null;
    const [re, found] = hit;
    found.forEach((k) => kinds.add(k));
    rest = rest.replace(re, "");
  }
  return kinds;
}

/** One atom and its count at the start of `source`, or null. */
function readAtom(source: string): { atom: Atom; rest: string } | null {
  let kinds: Set<CharKind> | null = null;
  let except: string[] = [];
  let rest = source;
  const negated = /^\[\^([^\]\\]+)\]/.exec(rest);
  const klass = /^\[((?:\\.|[^\]\\])+)\]/.exec(rest);
  if (negated) {
    kinds = new Set(["any"]);
    except = [...negated[1]];
    rest = rest.slice(negated[0].length);
  } else if (klass) {
    kinds = classKinds(klass[1]);
    rest = rest.slice(klass[0].length);
  } else if (rest.startsWith("\\d")) {
    kinds = new Set(["digits"]);
    rest = rest.slice(2);
  } else if (rest.startsWith("\\w")) {
    kinds = new Set(["letters", "digits", "underscore"]);
    rest = rest.slice(2);
  } else if (rest.startsWith(".")) {
    kinds = new Set(["any"]);
    rest = rest.slice(1);
  }
  if (!kinds) return null;
  let min = 1;
  let max: number | null = 1;
  const count = /^\{(\d+)(,(\d*))?\}/.exec(rest);
  if (count) {
    min = Number(count[1]);
    max = count[2] === undefined ? min : count[3] === "" ? null : Number(count[3]);
    rest = rest.slice(count[0].length);
  } else if (rest.startsWith("+")) {
    max = null;
    rest = rest.slice(1);
  } else if (rest.startsWith("*")) {
    min = 0;
    max = null;
    rest = rest.slice(1);
  }
  return { atom: { kinds, except, min, max }, rest };
}

export function fieldFormat(regExp: string): FieldFormat | null {
  if (!regExp.startsWith("^") || !regExp.endsWith("$")) return null;
  let rest = regExp.slice(1, -1);
  const needs: FieldFormat["needs"] = [];
  for (;;) {
    const ahead = /^\(\?=\.\*(\[A-Za-z\]|\[a-zA-Z\]|\\d|\[0-9\])\)/.exec(rest);
    if (!ahead) break;
    needs.push(ahead[1].includes("d") || ahead[1].includes("0") ? "digit" : "letter");
    rest = rest.slice(ahead[0].length);
  }
  const atoms: Atom[] = [];
  while (rest.length > 0) {
    const read = readAtom(rest);
    if (!read) return null;
    atoms.push(read.atom);
    rest = read.rest;
  }
  if (atoms.length === 0) return null;
  const kinds = new Set(atoms.flatMap((a) => [...a.kinds]));
  const first = atoms[0];
  const startsWithLetter =
    atoms.length > 1 &&
    first.min === 1 &&
    first.max === 1 &&
    first.kinds.size === 1 &&
    first.kinds.has("letters");
  return {
    min: atoms.reduce((n, a) => n + a.min, 0),
    max: atoms.some((a) => a.max === null) ? null : atoms.reduce((n, a) => n + (a.max ?? 0), 0),
    kinds: KIND_ORDER.filter((k) => kinds.has(k)),
    except: atoms.flatMap((a) => a.except),
    startsWithLetter,
    needs,
  };
}

/**
 * The message of a new funds password that breaks the merchant's rule (said with the rule in words).
 * Here, not beside its schema: the security centre's page says it, and security-forms.ts brings zod.
 */
export const FUNDS_PASSWORD_FORMAT = "security.errors.funds_password_format";
