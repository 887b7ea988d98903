/** The address of GitHub's "new issue" form with its title and body filled in. */
export function issueUrl(repoUrl: string, {title, body}: {title: string; body: string}): string {
  const query = new URLSearchParams({title, body});
  return `${repoUrl}/issues/new?${query.toString()}`;
}
