import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunkGraph } from './chunk-graph.ts';

/**
 * Build-time bundle budgets (gzip). For each entry, the JavaScript a browser downloads before the
 * page is usable: the listed modules' chunks plus everything they import statically. Printed by
 * `npm run build`; a budget exceeded fails the build. `forbidden` modules must not be in an entry
 * at all (the admin panel is for admins only, fetched only when its route opens).
 */
export interface BudgetEntry {
  name: string;
  /** Source modules (relative to the miniapp root) whose chunks load on that page. */
  modules: string[];
  maxKb: number;
  forbidden?: string[];
}

/** Chunks loaded on demand that must each stay small (a language's catalog, issue 28). */
export interface LazyBudget {
  name: string;
  /** Chunks holding a module whose id matches; each is checked on its own. */
  test: RegExp;
  maxKb: number;
}

export function bundleBudget(entries: BudgetEntry[], lazy: LazyBudget[] = []): Plugin {
  return {
    name: 'bundle-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { chunks, byFile, chunkOf, closure } = chunkGraph(bundle);
      const gzip = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));

      const failures: string[] = [];
      const lines: string[] = [];
      for (const entry of entries) {
        const starts: string[] = [];
        for (const module of entry.modules) {
          const chunk = chunkOf(module);
          if (chunk) starts.push(chunk.fileName);
          else failures.push(`${entry.name}: no chunk contains ${module}`);
        }
        const files = closure(starts);
        const bytes = [...files].reduce((sum, file) => sum + (gzip.get(file) ?? 0), 0);
        const kb = bytes / 1024;
        const ok = kb <= entry.maxKb;
        // BUDGET_DETAIL=1: each chunk of the page with its size, to see what to move off the first screen.
        if (process.env.BUDGET_DETAIL === '1') {
          for (const file of [...files].sort((a, b) => (gzip.get(b) ?? 0) - (gzip.get(a) ?? 0))) {
            const modules = Object.entries(byFile.get(file)?.modules ?? {})
              .map(
                ([id, m]) =>
                  [id.replace(/^.*\/(node_modules|miniapp|shared)\//, '$1/'), m.renderedLength] as const,
              )
              .sort((a, b) => b[1] - a[1]);
            lines.push(`      ${((gzip.get(file) ?? 0) / 1024).toFixed(1).padStart(6)} kB ${file}`);
            for (const [id, length] of modules.slice(0, 8))
              lines.push(`          ${String(length).padStart(7)} ${id}`);
          }
        }
        lines.push(
          `  ${ok ? 'ok  ' : 'OVER'} ${entry.name.padEnd(34)} ${kb.toFixed(1).padStart(6)} kB of ${entry.maxKb} kB (${files.size} chunks)`,
        );
        if (!ok) failures.push(`${entry.name}: ${kb.toFixed(1)} kB gzip exceeds ${entry.maxKb} kB`);
        for (const module of entry.forbidden ?? []) {
          const found = [...files].some((file) =>
            byFile.get(file)?.moduleIds.some((id) => id.replaceAll('\\', '/').includes(`/${module}`)),
          );
          if (found) failures.push(`${entry.name}: loads ${module}, which it must not`);
        }
      }
      const lazyLines: string[] = [];
      for (const budget of lazy) {
        for (const chunk of chunks) {
          const module = chunk.moduleIds.find((id) => budget.test.test(id.replaceAll('\\', '/')));
          if (!module) continue;
          const kb = (gzip.get(chunk.fileName) ?? 0) / 1024;
          const ok = kb <= budget.maxKb;
          const label = `${budget.name} ${module.replaceAll('\\', '/').split('/').slice(-2).join('/').replace(/\?.*$/, '')}`;
          lazyLines.push(
            `  ${ok ? 'ok  ' : 'OVER'} ${label.padEnd(34)} ${kb.toFixed(1).padStart(6)} kB of ${budget.maxKb} kB`,
          );
          if (!ok) failures.push(`${label}: ${kb.toFixed(1)} kB gzip exceeds ${budget.maxKb} kB`);
        }
      }
      console.log(`\nJS budgets (gzip, before the first screen):\n${lines.join('\n')}\n`);
      if (lazyLines.length > 0) console.log(`Lazy chunks (gzip, each):\n${lazyLines.join('\n')}\n`);
      if (failures.length > 0) this.error(`Bundle budget exceeded:\n  ${failures.join('\n  ')}`);
    },
  };
}
