import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Entry, FluentParser, Message, Term, Visitor } from '@fluent/syntax';

/**
 * Catalog parity (issue 28): what one Fluent file declares, and how a translation differs from the
 * English reference. Used by locales.test.ts over every shared/locales/<code>/<domain>.ftl.
 */
export const localesDir = join(import.meta.dirname, '..', 'locales');

/** Each entry's id (`-term`, `message`, `message.attribute`) -> the variables it references. */
export interface CatalogShape {
  entries: Map<string, Set<string>>;
  /** Syntax errors: Fluent's parser keeps them as Junk entries. */
  errors: string[];
}

class Variables extends Visitor {
  readonly found = new Set<string>();
  override visitVariableReference(node: { id: { name: string } }): void {
    this.found.add(node.id.name);
  }
}

function variablesOf(node: Parameters<Visitor['visit']>[0] | null): Set<string> {
  const visitor = new Variables();
  if (node) visitor.visit(node);
  return visitor.found;
}

export function shapeOf(source: string): CatalogShape {
  const resource = new FluentParser({ withSpans: false }).parse(source);
  const entries = new Map<string, Set<string>>();
  const errors: string[] = [];
  for (const entry of resource.body as Entry[]) {
    if (entry.type === 'Junk') {
      const junk = entry as unknown as { content: string; annotations: Array<{ message: string }> };
      errors.push(
        `${junk.annotations.map((a) => a.message).join('; ')}: ${junk.content.trim().slice(0, 80)}`,
      );
      continue;
    }
    if (!(entry instanceof Message || entry instanceof Term)) continue;
    const id = entry instanceof Term ? `-${entry.id.name}` : entry.id.name;
    entries.set(id, variablesOf(entry.value));
    for (const attribute of entry.attributes)
      entries.set(`${id}.${attribute.id.name}`, variablesOf(attribute.value));
  }
  return { entries, errors };
}

const list = (set: Set<string>) => [...set].sort().join(', ') || 'none';

/** Every way `translation` differs from `reference`: missing or extra ids, other variables, errors. */
export function compareShapes(reference: CatalogShape, translation: CatalogShape): string[] {
  const problems = translation.errors.map((e) => `syntax error: ${e}`);
  for (const [id, variables] of reference.entries) {
    const translated = translation.entries.get(id);
    if (!translated) problems.push(`missing ${id}`);
    else if (list(translated) !== list(variables))
      problems.push(`${id} uses variables ${list(translated)}, English uses ${list(variables)}`);
  }
  for (const id of translation.entries.keys())
    if (!reference.entries.has(id)) problems.push(`${id} is not in English (stale?)`);
  return problems;
}

/** The language folders and each one's .ftl files. */
export function catalogFiles(): Map<string, string[]> {
  const languages = readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  return new Map(
    languages.map((d) => [
      d.name,
      readdirSync(join(localesDir, d.name))
        .filter((f) => f.endsWith('.ftl'))
        .sort(),
    ]),
  );
}

export const readCatalog = (language: string, file: string) =>
  readFileSync(join(localesDir, language, file), 'utf8');
