import ArgumentParser
import CommandInjection

/// `catalog build|status`: the local catalog built from IMDb's datasets; `build` with what
/// other kinds' catalog parts add to its help (`Kinds`).
public struct CatalogCommand<Kinds: KindOptions>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "catalog",
        abstract: "Build and inspect the local catalog built from IMDb's datasets.",
        discussion: """
        IMDb publishes its title data as files for personal and non-commercial use, on its \
        non-commercial datasets page. Download title.basics.tsv.gz (required) and, for \
        ratings, directors, cast and names, title.ratings, title.crew, title.principals and \
        name.basics; then build the catalog from them. Once built, it answers searches offline.

        Examples:
          catalog build ~/Downloads/title.basics.tsv.gz ~/Downloads/title.ratings.tsv.gz
          catalog status
        """,
        subcommands: [BuildCatalogCommand<Kinds>.self, CatalogStatusCommand.self]
    ) }

    public init() {}
}
