/** The fields of a built chunk that the build plugins (bundle budgets, route preloads) read. */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  /** The module a chunk stands for when it is the target of an import (a lazy import's facade). */
  facadeModuleId?: string | null;
  imports: string[];
  moduleIds: string[];
  /** Each module's size in the chunk before minification (BUDGET_DETAIL's listing). */
  modules?: Record<string, { renderedLength: number }>;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The chunks of a build as a graph: by file name, the chunk holding a source module (given relative to
 * the miniapp root), and the closure of static imports a browser downloads from some start chunks.
 */
export function chunkGraph(bundle: Record<string, { type: string }>) {
  const chunks = Object.values(bundle).filter(
    (item): item is ChunkLike & typeof item => item.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isModule = (id: string | null | undefined, module: string) =>
    id?.replaceAll('\\', '/').endsWith(`/${module}`) === true;
  // A lazy import of a module that a manual chunk group took is a small facade chunk re-exporting it
  // from the group's chunk: that facade is what the import fetches (and it imports the group's chunk).
  const chunkOf = (module: string) =>
    chunks.find((chunk) => isModule(chunk.facadeModuleId, module)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => isModule(id, module)));
  /** The start files and everything they import statically. */
  const closure = (start: Iterable<string>): Set<string> => {
    const into = new Set<string>();
    const visit = (fileName: string) => {
      if (into.has(fileName)) return;
      into.add(fileName);
      for (const dep of byFile.get(fileName)?.imports ?? []) visit(dep);
    };
    for (const file of start) visit(file);
    return into;
  };
  return { chunks, byFile, chunkOf, closure };
}
