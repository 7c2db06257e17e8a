// Placeholder until this screen is built; the route and its lazy chunk are final.
export function GamesScreen() {
  return <h1 className="screen-placeholder">Games</h1>;
}
