export const profileKeys = {
  mine: ['profile', 'mine'] as const,
};
