// Placeholder until this screen is built; the route and its lazy chunk are final.
export function TasksScreen() {
  return <h1 className="screen-placeholder">Tasks</h1>;
}
