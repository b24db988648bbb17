import SeriesWebDevApp

await SeriesWebDevEntryPoint.main()
