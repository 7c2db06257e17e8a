// Placeholder until this screen is built; the route and its lazy chunk are final.
export function HomeScreen() {
  return <h1 className="screen-placeholder">Home</h1>;
}
