import { QueryClient } from '@tanstack/react-query'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The data is static for the life of a build: each file is fetched once, and kept.
        staleTime: Infinity,
        gcTime: Infinity,
        retry: 1,
        refetchOnWindowFocus: false,
        // "always": a browser that believes it is offline still tries (the files may be cached)
        // and then fails with a message and a retry; react-query's default would pause the
        // query and leave the view loading forever.
        networkMode: 'always',
      },
    },
  })
}
