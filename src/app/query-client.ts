import { QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // "always": a browser that believes it is offline still tries (the files may be cached)
      // and then fails with a message and a retry; react-query's default would pause the query
      // and leave the view loading forever.
      queries: { refetchOnWindowFocus: false, networkMode: 'always' },
    },
  })
}
