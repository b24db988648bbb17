import WatchlistWebDevApp

await WatchlistWebDevEntryPoint.main()
