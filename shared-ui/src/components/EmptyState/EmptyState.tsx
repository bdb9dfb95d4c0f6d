type EmptyStateProps = { message: string };

/** What a list shows when it has nothing to show. */
export function EmptyState({ message }: EmptyStateProps) {
  return <p className="empty-state">{message}</p>;
}
