/**
 * Words that pass on another person's view or vote: what follows them is that person's, not the
 * speaker's ("替 Bob 传话：…", "带了句话：…", "捎来口信：…", "转述了 Ann 的意见：…"). Not before 的,
 * where they describe the speaker ("上周替人带话的他").
 */
export const RELAY =
  /(?:传话|传言|转个?话|带(?:了|个|了个)?句?话|(?:捎|带)来?口信|捎话|转达|转告|转述)(?!的)/
